// libpng's simplified API (png_image): errors are reported, never longjmp'd through Swift frames.
#include <png.h>
