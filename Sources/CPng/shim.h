#ifndef PROOFSHEET_CPNG_SHIM_H
#define PROOFSHEET_CPNG_SHIM_H

/*
 * libpng reports errors by longjmp, which Swift cannot take part in. Every function below that
 * calls into libpng sets its own setjmp point first and turns an error into a return code and a
 * message in the reader's or writer's struct; Swift never sees a longjmp. All state that changes
 * after setjmp lives in heap structs, not in locals, so nothing needs `volatile`.
 *
 * Warnings are dropped (nothing is printed to stderr), benign errors are warnings, and libpng
 * never calls abort() or exit(): its error handler here always longjmps back to the shim.
 */

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define PS_PNG_OK 0
#define PS_PNG_ERROR 1
#define PS_PNG_TOO_LARGE 2

#define PS_PNG_MESSAGE_SIZE 256

/* Callbacks shared by reader and writer: the error pointer is the message buffer. */

static inline void ps_png_error_fn(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer != NULL) {
        strncpy(buffer, message != NULL ? message : "unknown libpng error", PS_PNG_MESSAGE_SIZE - 1);
        buffer[PS_PNG_MESSAGE_SIZE - 1] = 0;
    }
    png_longjmp(png, 1);
}

static inline void ps_png_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* ---------------------------------------------------------------------------------------- */
/* Reading from memory into 8-bit RGBA.                                                     */

typedef struct ps_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    int reached_end;          /* set when libpng asked for more bytes than the data holds */
    png_uint_32 width;
    png_uint_32 height;
    int bit_depth;
    int color_type;
    int interlace;
    png_bytepp rows;          /* row pointers for png_read_image, freed by destroy */
    char message[PS_PNG_MESSAGE_SIZE];
} ps_png_reader;

static inline void ps_png_read_fn(png_structp png, png_bytep out, png_size_t length) {
    ps_png_reader *reader = (ps_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        reader->reached_end = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

/*
 * libpng's allocations go through here, and none may exceed 64 MB: the largest a valid image
 * needs is a row or the row pointers (a million-pixel side at 16-bit RGBA: 8 MB). libpng treats
 * "chunk data is too large" as a benign error (a warning here) and then allocates whatever the
 * chunk's length field claims, up to 2 GB for a 44-byte file; refused here, it skips the chunk.
 */
#define PS_PNG_MAX_ALLOCATION ((png_alloc_size_t)64 << 20)

static inline png_voidp ps_png_malloc(png_structp png, png_alloc_size_t size) {
    (void)png;
    return size > PS_PNG_MAX_ALLOCATION ? NULL : malloc(size);
}

static inline void ps_png_free(png_structp png, png_voidp pointer) {
    (void)png;
    free(pointer);
}

/* Returns NULL only when memory is exhausted. `data` must outlive the reader. */
static inline ps_png_reader *ps_png_reader_create(const unsigned char *data, size_t size) {
    ps_png_reader *reader = (ps_png_reader *)calloc(1, sizeof(ps_png_reader));
    if (reader == NULL) return NULL;
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, reader->message, ps_png_error_fn,
                                           ps_png_warning_fn, NULL, ps_png_malloc, ps_png_free);
    if (reader->png == NULL) {
        free(reader);
        return NULL;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        png_destroy_read_struct(&reader->png, NULL, NULL);
        free(reader);
        return NULL;
    }
    return reader;
}

static inline void ps_png_reader_destroy(ps_png_reader *reader) {
    if (reader == NULL) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader->rows);
    free(reader);
}

/*
 * Reads the chunks up to the image data and sets up the transforms that turn any PNG into
 * 8-bit RGBA: palette and low-bit grey expanded, tRNS made alpha, grey made RGB, 16-bit samples
 * scaled with rounding (libpng's png_set_scale_16: (v * 255 + 32767) / 65535), opaque images
 * given alpha 255, Adam7 passes merged. No gamma or colour-space conversion is applied.
 * Returns PS_PNG_TOO_LARGE (width and height filled in) when width * height > max_pixels.
 */
static inline int ps_png_read_header(ps_png_reader *reader, uint64_t max_pixels) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return PS_PNG_ERROR;

    png_set_read_fn(png, reader, ps_png_read_fn);
#ifdef PNG_BENIGN_ERRORS_SUPPORTED
    png_set_benign_errors(png, 1);
#endif

    /* libpng's own limits (1,000,000 wide or high by default) still apply; ours is on area. */
    png_read_info(png, info);
    reader->width = png_get_image_width(png, info);
    reader->height = png_get_image_height(png, info);
    reader->bit_depth = png_get_bit_depth(png, info);
    reader->color_type = png_get_color_type(png, info);
    reader->interlace = png_get_interlace_type(png, info);
    if ((uint64_t)reader->width * (uint64_t)reader->height > max_pixels) return PS_PNG_TOO_LARGE;

    if (reader->color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (reader->color_type == PNG_COLOR_TYPE_GRAY && reader->bit_depth < 8)
        png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (reader->bit_depth == 16) png_set_scale_16(png);
    if (reader->color_type == PNG_COLOR_TYPE_GRAY || reader->color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if (!(reader->color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);

    if (png_get_rowbytes(png, info) != (png_size_t)reader->width * 4) {
        strncpy(reader->message, "unexpected row size after conversion to RGBA", PS_PNG_MESSAGE_SIZE - 1);
        return PS_PNG_ERROR;
    }
    return PS_PNG_OK;
}

/* Decodes every row into `out` (height rows of `row_bytes`, which must be >= width * 4). */
static inline int ps_png_read_pixels(ps_png_reader *reader, unsigned char *out, size_t row_bytes) {
    png_structp png = reader->png;
    free(reader->rows);
    reader->rows = (png_bytepp)malloc(sizeof(png_bytep) * (reader->height > 0 ? reader->height : 1));
    if (reader->rows == NULL) {
        strncpy(reader->message, "out of memory for row pointers", PS_PNG_MESSAGE_SIZE - 1);
        return PS_PNG_ERROR;
    }
    for (png_uint_32 y = 0; y < reader->height; y++) reader->rows[y] = out + (size_t)y * row_bytes;
    if (setjmp(png_jmpbuf(png))) return PS_PNG_ERROR;
    png_read_image(png, reader->rows);
    /* Reads through IEND, so a file cut after the image data is still reported as truncated. */
    png_read_end(png, NULL);
    return PS_PNG_OK;
}

/* ---------------------------------------------------------------------------------------- */
/* Writing 8-bit RGBA rows into a growing memory buffer.                                     */

typedef struct ps_png_writer {
    png_structp png;
    png_infop info;
    unsigned char *buffer;
    size_t size;
    size_t capacity;
    char message[PS_PNG_MESSAGE_SIZE];
} ps_png_writer;

static inline void ps_png_write_fn(png_structp png, png_bytep data, png_size_t length) {
    ps_png_writer *writer = (ps_png_writer *)png_get_io_ptr(png);
    if (length > writer->capacity - writer->size) {
        size_t capacity = writer->capacity > 0 ? writer->capacity : 65536;
        while (length > capacity - writer->size) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(writer->buffer, capacity);
        if (grown == NULL) png_error(png, "out of memory for the encoded PNG");
        writer->buffer = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->buffer + writer->size, data, length);
    writer->size += length;
}

static inline void ps_png_flush_fn(png_structp png) { (void)png; }

/* Returns NULL only when memory is exhausted. */
static inline ps_png_writer *ps_png_writer_create(void) {
    ps_png_writer *writer = (ps_png_writer *)calloc(1, sizeof(ps_png_writer));
    if (writer == NULL) return NULL;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer->message, ps_png_error_fn,
                                          ps_png_warning_fn);
    if (writer->png == NULL) {
        free(writer);
        return NULL;
    }
    writer->info = png_create_info_struct(writer->png);
    if (writer->info == NULL) {
        png_destroy_write_struct(&writer->png, NULL);
        free(writer);
        return NULL;
    }
    return writer;
}

static inline void ps_png_writer_destroy(ps_png_writer *writer) {
    if (writer == NULL) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->buffer);
    free(writer);
}

/*
 * Writes the signature and IHDR of an 8-bit RGBA, non-interlaced image. Nothing that depends on
 * time or place is written (no tIME, tEXt, gAMA or other ancillary chunk).
 * `filters` is a mask of PNG_FILTER_NONE | PNG_FILTER_SUB | ...; `strategy` is a zlib strategy.
 */
static inline int ps_png_write_begin(ps_png_writer *writer, png_uint_32 width, png_uint_32 height,
                                     int level, int strategy, int filters, size_t expected_size) {
    png_structp png = writer->png;
    png_infop info = writer->info;
    if (expected_size > 0 && writer->buffer == NULL) {
        writer->buffer = (unsigned char *)malloc(expected_size);
        writer->capacity = writer->buffer != NULL ? expected_size : 0;
    }
    if (setjmp(png_jmpbuf(png))) return PS_PNG_ERROR;
    png_set_write_fn(png, writer, ps_png_write_fn, ps_png_flush_fn);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    /* Large IDAT chunks: fewer chunk headers and write callbacks. */
    png_set_compression_buffer_size(png, 1 << 17);
    png_write_info(png, info);
    return PS_PNG_OK;
}

/* Writes `count` rows of width * 4 bytes, `stride` bytes apart. */
static inline int ps_png_write_rows(ps_png_writer *writer, const unsigned char *rows, size_t stride,
                                    png_uint_32 count) {
    png_structp png = writer->png;
    if (setjmp(png_jmpbuf(png))) return PS_PNG_ERROR;
    for (png_uint_32 y = 0; y < count; y++) png_write_row(png, rows + (size_t)y * stride);
    return PS_PNG_OK;
}

static inline int ps_png_write_end(ps_png_writer *writer) {
    png_structp png = writer->png;
    if (setjmp(png_jmpbuf(png))) return PS_PNG_ERROR;
    png_write_end(png, NULL);
    return PS_PNG_OK;
}

/* The libpng version this shim was compiled against and the one it runs with. */
static inline const char *ps_png_header_version(void) { return PNG_LIBPNG_VER_STRING; }
static inline const char *ps_png_runtime_version(void) { return png_get_libpng_ver(NULL); }

#endif
