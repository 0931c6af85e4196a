// Pango (with HarfBuzz, FriBidi, fontconfig) and Cairo, as one C module for Swift.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
