// libpng's simplified API (png_image): errors are reported, never longjmp'd through Swift frames.
#include <png.h>
// zlib's CRC-32 and Adler-32 (word-at-a-time, several times faster than a byte table) for
// the PNG encoder's own chunks and stream; libpng links zlib already.
#include <zlib.h>
#include <setjmp.h>
#include <string.h>

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

// Interlaced 16-bit images through libpng's traditional API. Debian 12's libpng 1.6.39
// (1.6.39-2+deb12u4) corrupts the even rows when the simplified API converts an interlaced
// 16-bit image to 8-bit (all five interlaced 16-bit PngSuite images: basi0g16, basi2c16,
// basi4a16, basi6a16, bgai4a16), so those are read here instead. The transforms are the ones
// png_image_finish_read applies to the other images, so both paths give the same bytes:
// png_set_scale_16 (round(v × 255 / 65535), the PNG specification's recommended depth
// reduction, section 12.5) rather than png_set_strip_16 (the high byte); expansion of grey and
// tRNS to RGBA; no gamma (colour-space chunks are removed before decoding).
// libpng reports errors by longjmp: setjmp is taken in this C frame, every libpng call is made
// below it, so no longjmp crosses a Swift frame. Returns 1 on success, else 0 with `message` set.
struct lc_png_memory { const unsigned char *data; size_t size; size_t offset; };

static void lc_png_read_memory(png_structp png, png_bytep out, size_t count) {
    struct lc_png_memory *source = (struct lc_png_memory *)png_get_io_ptr(png);
    if (source == NULL || count > source->size - source->offset) {
        png_error(png, "truncated image data");
        return;
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void lc_png_error(png_structp png, png_const_charp text) {
    char *message = (char *)png_get_error_ptr(png);
    if (message != NULL) {
        size_t i = 0;
        for (; text != NULL && text[i] != 0 && i < 63; i++) message[i] = text[i];
        message[i] = 0;
    }
    png_longjmp(png, 1);
}

static void lc_png_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

/// Decodes `data` into `out` (width × 4 × height bytes, 8-bit RGBA). `message` holds 64 bytes.
static inline int lc_png_read_rgba8_traditional(const unsigned char *data, size_t size, unsigned char *out,
                                                png_uint_32 width, png_uint_32 height, char *message) {
    struct lc_png_memory source = { data, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, lc_png_error, lc_png_warning);
    if (png == NULL) return 0;
    png_infop info = png_create_info_struct(png);
    // Row pointers live in libpng-allocated memory so they survive a longjmp and are freed with it.
    png_bytepp volatile rows = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        if (rows != NULL) png_free(png, rows);
        png_destroy_read_struct(&png, info == NULL ? NULL : &info, NULL);
        return 0;
    }
    png_set_read_fn(png, &source, lc_png_read_memory);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "libpng read a different size than IHDR declares");
    png_byte color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if ((color & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4)
        png_error(png, "unexpected row size after conversion to RGBA");
    rows = (png_bytepp)png_malloc(png, sizeof(png_bytep) * height);
    for (png_uint_32 y = 0; y < height; y++) rows[y] = out + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_free(png, rows);
    rows = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}
