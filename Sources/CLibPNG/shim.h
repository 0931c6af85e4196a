// libpng's simplified API (png_image): errors are reported, never longjmp'd through Swift frames.
#include <png.h>

// Swift does not import function-like or composite macros; these name the few we use.
static const png_uint_32 lc_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 lc_png_format_gray = PNG_FORMAT_GRAY;
static const png_uint_32 lc_png_format_ga = PNG_FORMAT_GA;
static const png_uint_32 lc_png_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 lc_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 lc_png_format_rgba_colormap = PNG_FORMAT_RGBA_COLORMAP;
static const png_uint_32 lc_png_format_rgb_colormap = PNG_FORMAT_RGB_COLORMAP;
static const png_uint_32 lc_png_image_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;
static const png_uint_32 lc_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;

// Skips zlib's Adler-32 check of the image data, about a tenth of decoding time: every IDAT
// byte is already covered by the chunk CRC-32s that PNGChunks.walk verifies first.
// The simplified API has no option for it, so this reaches its png_struct through `opaque`,
// a png_control whose first member is the png_struct pointer throughout libpng 1.6 (pngpriv.h);
// other versions skip the shortcut. png_set_option reports errors by return value, never longjmp.
static inline void lc_png_image_skip_adler32(png_imagep image) {
#if PNG_LIBPNG_VER >= 10626 && PNG_LIBPNG_VER < 10700 && defined(PNG_IGNORE_ADLER32)
    if (image != NULL && image->opaque != NULL) {
        png_structp png_ptr = *(png_structp *)(void *)image->opaque;
        if (png_ptr != NULL) (void)png_set_option(png_ptr, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    }
#else
    (void)image;
#endif
}
