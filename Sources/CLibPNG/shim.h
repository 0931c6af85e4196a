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
