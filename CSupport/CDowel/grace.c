#include "CDowel.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* See "Reader sections and grace periods" in CDowel.h. */

_Thread_local dowel_reader *dowel_reader_slot DOWEL_TLS_MODEL = NULL;

/* Every record ever made, newest first; pushed lock-free, never unlinked or freed. */
static dowel_reader *dowel_readers = NULL;

static pthread_key_t release_key;
static pthread_once_t release_once = PTHREAD_ONCE_INIT;

/* A thread that ends gives its record back: it is outside every section (a thread cannot end
   inside a resolve), so a writer that sees it free or reused has nothing to wait for. */
static void release_record(void *record) {
    dowel_reader *reader = record;
    /* Anything this thread still runs after (another key's destructor) takes a record anew. */
    dowel_reader_slot = NULL;
    /* A hook a test left armed is not the next thread's. */
    reader->exit_hook = NULL;
    reader->exit_hook_context = NULL;
    __atomic_store_n(&reader->owned, 0, __ATOMIC_RELEASE);
}

static void make_release_key(void) {
    if (pthread_key_create(&release_key, release_record) != 0) {
        abort();
    }
}

dowel_reader *dowel_reader_attach(void) {
    pthread_once(&release_once, make_release_key);
    dowel_reader *reader = NULL;
    for (dowel_reader *candidate = __atomic_load_n(&dowel_readers, __ATOMIC_ACQUIRE); candidate != NULL;
         candidate = candidate->next) {
        uint32_t free_mark = 0;
        if (__atomic_load_n(&candidate->owned, __ATOMIC_RELAXED) == 0 &&
            __atomic_compare_exchange_n(&candidate->owned, &free_mark, 1, false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED)) {
            reader = candidate;
            break;
        }
    }
    if (reader == NULL) {
        reader = aligned_alloc(64, sizeof *reader);
        if (reader == NULL) {
            abort();
        }
        memset(reader, 0, sizeof *reader);
        reader->owned = 1;
        dowel_reader *head = __atomic_load_n(&dowel_readers, __ATOMIC_RELAXED);
        do {
            reader->next = head;
        } while (!__atomic_compare_exchange_n(&dowel_readers, &head, reader, true, __ATOMIC_RELEASE,
                                              __ATOMIC_RELAXED));
    }
    pthread_setspecific(release_key, reader);
    dowel_reader_slot = reader;
    return reader;
}

/* 0 = not probed yet, 1 = available, 2 = unavailable. */
static int barrier_state = 0;

static bool probe_barrier(void) {
#if defined(__linux__)
    long commands = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (commands < 0 || (commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED) == 0) {
        return false;
    }
    return syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
#else
    /* Readers fence themselves (DOWEL_READER_FENCE): the writer's own fence is enough. */
    return true;
#endif
}

/* Tests only (dowel_grace_force_unavailable): per thread, so a test of the fallback does not
   change what other threads' writers see. */
static _Thread_local bool forced_unavailable = false;

bool dowel_grace_available(void) {
    if (forced_unavailable) {
        return false;
    }
    int state = __atomic_load_n(&barrier_state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        state = probe_barrier() ? 1 : 2;
        __atomic_store_n(&barrier_state, state, __ATOMIC_RELEASE);
    }
    return state == 1;
}

void dowel_grace_force_unavailable(bool unavailable) {
    forced_unavailable = unavailable;
}

/* Orders every thread's earlier section entries before the writer's snapshot. */
static void process_barrier(void) {
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#if defined(__linux__)
    if (syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) != 0) {
        abort(); /* registered by dowel_grace_available: cannot fail afterwards */
    }
#endif
}

struct dowel_grace {
    size_t count;
    bool never; /* the barrier is unavailable: never passes */
    struct {
        dowel_reader *reader;
        uint64_t word;
    } busy[];
};

dowel_grace *dowel_grace_start(void) {
    if (!dowel_grace_available()) {
        dowel_grace *never = calloc(1, sizeof *never);
        if (never == NULL) {
            abort();
        }
        never->never = true;
        return never;
    }
    process_barrier();
    size_t busy = 0;
    size_t records = 0;
    dowel_reader *head = __atomic_load_n(&dowel_readers, __ATOMIC_ACQUIRE);
    for (dowel_reader *reader = head; reader != NULL; reader = reader->next) {
        records++;
        if ((uint32_t)__atomic_load_n(&reader->word, __ATOMIC_ACQUIRE) != 0) {
            busy++;
        }
    }
    if (busy == 0) {
        return NULL;
    }
    /* Room for every record of the list from `head` (records are never unlinked, and new ones
       go before `head`): a record may enter or leave between the two walks. One that left needs
       no wait, one that entered since the barrier reads the table as it is now; but one still in
       the section it was in at the first walk must be in the snapshot. Capping the second walk at
       the first walk's count of busy records skipped such a record whenever records before it in
       the list had entered meanwhile, and what it was reading was freed under it (a release build
       crashed about once in five runs of a key replaced 300 times while 8 threads resolved it). */
    dowel_grace *grace = calloc(1, sizeof *grace + records * sizeof grace->busy[0]);
    if (grace == NULL) {
        abort();
    }
    for (dowel_reader *reader = head; reader != NULL && grace->count < records; reader = reader->next) {
        uint64_t word = __atomic_load_n(&reader->word, __ATOMIC_ACQUIRE);
        if ((uint32_t)word != 0) {
            grace->busy[grace->count].reader = reader;
            grace->busy[grace->count].word = word;
            grace->count++;
        }
    }
    return grace;
}

bool dowel_grace_passed(dowel_grace *grace) {
    if (grace->never) {
        return false;
    }
    for (size_t i = 0; i < grace->count; i++) {
        uint64_t word = __atomic_load_n(&grace->busy[i].reader->word, __ATOMIC_ACQUIRE);
        if ((uint32_t)word != 0 && (word >> 32) == (grace->busy[i].word >> 32)) {
            return false;
        }
    }
    return true;
}

void dowel_read_exit_call(void) {
    /* The record loaded once for the exit and the hook's check. */
    dowel_reader *reader = dowel_reader_slot;
    dowel_read_exit_record(reader);
    if (__builtin_expect(reader->exit_hook != NULL, 0) &&
        (uint32_t)__atomic_load_n(&reader->word, __ATOMIC_RELAXED) == 0) {
        void (*hook)(void *) = reader->exit_hook;
        void *context = reader->exit_hook_context;
        reader->exit_hook = NULL;
        reader->exit_hook_context = NULL;
        hook(context);
    }
}

void dowel_read_exit_hook_set(void (*hook)(void *), void *context) {
    dowel_reader *reader = dowel_reader_slot;
    if (reader == NULL) {
        reader = dowel_reader_attach();
    }
    reader->exit_hook = hook;
    reader->exit_hook_context = context;
}

void *dowel_read_exit_hook_clear(void) {
    dowel_reader *reader = dowel_reader_slot;
    if (reader == NULL || reader->exit_hook == NULL) {
        return NULL;
    }
    void *context = reader->exit_hook_context;
    reader->exit_hook = NULL;
    reader->exit_hook_context = NULL;
    return context;
}

void dowel_grace_free(dowel_grace *grace) {
    free(grace);
}

_Static_assert(sizeof(dowel_reader) == 64, "a reader record is one cache line");
