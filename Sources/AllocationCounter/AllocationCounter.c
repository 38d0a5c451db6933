#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>

// glibc exports its allocator under these names; defining malloc in the test executable puts
// a counter in front of it for every library in the process (Swift's runtime included).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Thread_local long allocations;

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

long allocation_count(void) { return allocations; }
int allocation_counting_available(void) { return 1; }

#else

long allocation_count(void) { return 0; }
int allocation_counting_available(void) { return 0; }

#endif
