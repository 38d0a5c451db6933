#ifndef LIVE_HEAP_COUNTER_H
#define LIVE_HEAP_COUNTER_H

/// Heap bytes the calling thread has allocated and not yet freed (usable sizes, as the allocator
/// reports them), counted from the thread's start. Only differences mean anything: a test reads
/// it before and after some work done on one thread, whatever runs on other threads meanwhile.
/// A block freed by another thread than the one that allocated it moves neither thread's figure
/// to the right place, so measure work that allocates and frees on the calling thread.
long live_heap_bytes(void);

/// Heap blocks the calling thread has allocated and not yet freed, counted alike.
long live_heap_blocks(void);

/// 1 where live bytes are counted (Linux with glibc), 0 elsewhere: callers fall back on another
/// measure and say so.
int live_heap_counting_available(void);

#endif
