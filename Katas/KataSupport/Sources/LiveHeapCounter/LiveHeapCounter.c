#include "LiveHeapCounter.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

// glibc exports its allocator under these names, and documents that a program may replace
// malloc and its family: defining them in the test executable puts a counter in front of every
// allocation in the process (the Swift runtime's included). Every function that hands out or
// takes back a block is defined here, so each block counted in is counted out exactly once.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Thread_local long live_bytes;
static _Thread_local long live_blocks;

static void *counted_in(void *pointer) {
    if (pointer) {
        live_bytes += (long)malloc_usable_size(pointer);
        live_blocks++;
    }
    return pointer;
}

static void counted_out(void *pointer) {
    if (pointer) {
        live_bytes -= (long)malloc_usable_size(pointer);
        live_blocks--;
    }
}

void *malloc(size_t size) { return counted_in(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted_in(__libc_calloc(count, size)); }

void free(void *pointer) {
    counted_out(pointer);
    __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    if (size == 0) {
        free(pointer);
        return NULL;
    }
    size_t before = malloc_usable_size(pointer);
    void *moved = __libc_realloc(pointer, size);
    // On failure the old block is untouched and still counted.
    if (moved) live_bytes += (long)malloc_usable_size(moved) - (long)before;
    return moved;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, bytes);
}

void *memalign(size_t alignment, size_t size) { return counted_in(__libc_memalign(alignment, size)); }

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) { return memalign((size_t)sysconf(_SC_PAGESIZE), size); }

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t rounded = (size + page - 1) & ~(page - 1);
    return memalign(page, rounded ? rounded : page);
}

long live_heap_bytes(void) { return live_bytes; }
long live_heap_blocks(void) { return live_blocks; }
int live_heap_counting_available(void) { return 1; }

#else

// Elsewhere (macOS, musl) the allocator cannot be replaced this way: nothing is counted and
// callers fall back on another measure.
long live_heap_bytes(void) { return 0; }
long live_heap_blocks(void) { return 0; }
int live_heap_counting_available(void) { return 0; }

#endif
