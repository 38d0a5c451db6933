#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc) made by the calling thread so far. Tests read it
/// before and after some work to prove the work allocates nothing, whatever else runs in
/// parallel on other threads. Only the test bundle links this target.
long allocation_count(void);

/// 1 where allocations are counted (Linux with glibc), 0 elsewhere: tests skip themselves.
int allocation_counting_available(void);

#endif
