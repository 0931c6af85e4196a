// Pango (with HarfBuzz, FriBidi, fontconfig), Cairo and FreeType, as one C module for Swift.
// Static inline helpers cover what Swift cannot import or call directly (GObject casts,
// macros, out-parameter-heavy calls).
#ifndef LAYOUTCHECK_CPANGOCAIRO_SHIM_H
#define LAYOUTCHECK_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// A Cairo-backed fontconfig font map (FreeType font type), typed for Pango's fc API.
/// PANGO_FC_FONT_MAP() is a GObject cast macro Swift cannot import.
static inline PangoFcFontMap *layoutcheck_fc_font_map_new(void) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    return map ? PANGO_FC_FONT_MAP(map) : NULL;
}

static inline PangoFontMap *layoutcheck_fc_font_map_base(PangoFcFontMap *map) {
    return PANGO_FONT_MAP(map);
}

static inline void layoutcheck_object_unref(void *object) {
    if (object) g_object_unref(object);
}

/// FreeType's runtime version (major, minor, patch); all zero if FreeType cannot start.
static inline void layoutcheck_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = 0; *minor = 0; *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Int a = 0, b = 0, c = 0;
    FT_Library_Version(library, &a, &b, &c);
    *major = a; *minor = b; *patch = c;
    FT_Done_FreeType(library);
}

/// Pango widens the ellipsis glyph of an ellipsized line so the line is exactly the layout
/// width (ellipsize.c, fixup_ellipsis_run). UIKit's ellipsis keeps its own advance, so this
/// takes the padding back off: the last glyph of each ellipsis run gets its natural advance.
/// Pango has already cached the line's extents, so this returns the padding removed (Pango
/// units) for the caller to subtract from the cached logical width.
static inline int layoutcheck_line_unpad_ellipsis(PangoLayoutLine *line) {
    int removed = 0;
    for (GSList *node = line->runs; node; node = node->next) {
        PangoGlyphItem *run = node->data;
        if (!run || !run->item || !run->glyphs || run->glyphs->num_glyphs <= 0) continue;
        if (!(run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)) continue;
        PangoGlyphInfo *glyph = &run->glyphs->glyphs[run->glyphs->num_glyphs - 1];
        PangoRectangle logical;
        pango_font_get_glyph_extents(run->item->analysis.font, glyph->glyph, NULL, &logical);
        if (logical.width >= 0 && logical.width < glyph->geometry.width) {
            removed += glyph->geometry.width - logical.width;
            glyph->geometry.width = logical.width;
        }
    }
    return removed;
}

#endif
