#include "CDowel.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <sys/random.h>
#endif

/* A retired block: kept until destroy because a reader may still be walking it. */
typedef struct dowel_retired {
    struct dowel_retired *next;
    void *block;
} dowel_retired;

/* 0 until chosen; the seed itself is never 0, so 0 can mark "not chosen yet". Not static: the
   header's dowel_name_seed() reads it inline. */
uint64_t dowel_process_seed_word;

/* 0 until Dowel's small-string probe has run (see the header). */
uintptr_t dowel_small_string_probe_word;

/* Eight random bytes from the OS. Darwin has no getrandom(); arc4random_buf never fails there. */
static bool read_os_random(uint64_t *seed) {
#if defined(__APPLE__)
    arc4random_buf(seed, sizeof *seed);
    return true;
#elif defined(__linux__)
    return getrandom(seed, sizeof *seed, 0) == (ssize_t)sizeof *seed;
#else
    return false;
#endif
}

uint64_t dowel_process_seed(void) {
    uint64_t seed = __atomic_load_n(&dowel_process_seed_word, __ATOMIC_ACQUIRE);
    if (seed != 0) {
        return seed;
    }
    if (!read_os_random(&seed)) {
        /* No entropy source answered: the clock and a stack address are poor, but still differ
           from one run to the next. */
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        seed = dowel_fallback_hash_bytes(&now, sizeof now, (uint64_t)(uintptr_t)&now);
    }
    if (seed == 0) {
        seed = 0x9E3779B97F4A7C15ull;
    }
    /* Threads may race here: the first to publish wins and every other one adopts its seed,
       so no two callers ever see different seeds. */
    uint64_t expected = 0;
    if (!__atomic_compare_exchange_n(&dowel_process_seed_word, &expected, seed, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        seed = expected;
    }
    return seed;
}

static void *checked_calloc(size_t count, size_t size) {
    void *memory = calloc(count, size);
    if (memory == NULL) {
        abort();
    }
    return memory;
}

/* Not zeroed: a row is written whole before anything can reach it. */
static void *checked_malloc(size_t size) {
    void *memory = malloc(size);
    if (memory == NULL) {
        abort();
    }
    return memory;
}

void *dowel_block_create(size_t size) {
    return checked_malloc(size);
}

void dowel_block_destroy(void *block) {
    free(block);
}

static dowel_slots *slots_new(uint64_t capacity) {
    dowel_slots *block = checked_calloc(1, sizeof(dowel_slots) + capacity * sizeof(dowel_slot));
    block->mask = capacity - 1;
    return block;
}

/* The segment holding `row` and the row's index in it (see DOWEL_ROW_SEGMENTS). */
static inline uint32_t row_segment(uint32_t shift, uint32_t row, uint32_t *offset) {
    uint32_t high = row >> shift;
    if (high == 0) {
        *offset = row;
        return 0;
    }
    uint32_t segment = 32 - (uint32_t)__builtin_clz(high);
    *offset = row - (1u << (shift + segment - 1));
    return segment;
}

static inline uint32_t segment_rows(uint32_t shift, uint32_t segment) {
    return segment == 0 ? 1u << shift : 1u << (shift + segment - 1);
}

/* Row `row`, which a reader reached through row_count or a link (both published after the
   segment pointer). */
static inline dowel_row *row_at(const dowel_table *table, uint32_t row) {
    uint32_t offset;
    uint32_t segment = row_segment(table->row_shift, row, &offset);
    dowel_row *base = __atomic_load_n(&table->row_segments[segment], __ATOMIC_ACQUIRE);
    return &base[offset];
}

static void retire(dowel_table *table, void *block) {
    dowel_retired *node = checked_calloc(1, sizeof *node);
    node->block = block;
    node->next = table->retired;
    table->retired = node;
}

static uint64_t slot_capacity_for(uint64_t keys) {
    uint64_t capacity = 16;
    while (capacity * 3 < keys * 4 + 4) {
        capacity *= 2;
    }
    return capacity;
}

dowel_table *dowel_table_create_seeded(uint32_t initial_capacity, uint64_t seed) {
    dowel_table *table = checked_calloc(1, sizeof *table);
    table->seed = seed;
    /* A registration usually adds one key (its type's chain shares that key's slot). */
    table->slots = slots_new(slot_capacity_for((uint64_t)initial_capacity));
    uint32_t shift = 4;
    while (shift < 30 && (1u << shift) < initial_capacity) {
        shift++;
    }
    table->row_shift = shift;
    table->row_segments[0] = checked_malloc((size_t)(1u << shift) * sizeof(dowel_row));
    return table;
}

dowel_table *dowel_table_create(uint32_t initial_capacity) {
    return dowel_table_create_seeded(initial_capacity, dowel_process_seed());
}

void dowel_table_destroy(dowel_table *table) {
    if (table == NULL) {
        return;
    }
    dowel_retired *node = table->retired;
    while (node != NULL) {
        dowel_retired *next = node->next;
        free(node->block);
        free(node);
        node = next;
    }
    free(table->slots);
    for (uint32_t segment = 0; segment < DOWEL_ROW_SEGMENTS; segment++) {
        free(table->row_segments[segment]);
    }
    free(table);
}

static bool key_equal(const dowel_key *a, const dowel_key *b) {
    return a->type_id == b->type_id && a->name_id == b->name_id && a->scope_id == b->scope_id;
}

/* Writer side: the slot of `key` in `block`, or the empty slot where it would go. */
static dowel_slot *slot_probe(dowel_slots *block, uint64_t seed, const dowel_key *key) {
    uint64_t index = dowel_key_hash(seed, key->type_id, key->name_id, key->scope_id) & block->mask;
    for (;;) {
        dowel_slot *slot = &block->slots[index];
        if (slot->head == 0 || key_equal(&slot->key, key)) {
            return slot;
        }
        index = (index + 1) & block->mask;
    }
}

/* Reader side: the slot of `key`, or NULL. */
static const dowel_slot *slot_find(const dowel_table *table, const dowel_key *key) {
    const dowel_slots *block = dowel_table_reader_slots(table);
    uint64_t index = dowel_key_hash(table->seed, key->type_id, key->name_id, key->scope_id) & block->mask;
    for (;;) {
        const dowel_slot *slot = &block->slots[index];
        if (__atomic_load_n(&slot->head, __ATOMIC_ACQUIRE) == 0) {
            return NULL;
        }
        if (key_equal(&slot->key, key)) {
            return slot;
        }
        index = (index + 1) & block->mask;
    }
}

/* Doubles the slot block: the new block is filled completely, then published in one store. The
   writer reads `slots` without the reader's mark: only the writer frees blocks, so the block it
   holds cannot go away under it. */
static void slots_grow(dowel_table *table) {
    dowel_slots *old = table->slots;
    dowel_slots *grown = slots_new((old->mask + 1) * 2);
    for (uint64_t i = 0; i <= old->mask; i++) {
        const dowel_slot *slot = &old->slots[i];
        if (slot->head != 0) {
            dowel_slot *target = slot_probe(grown, table->seed, &slot->key);
            *target = *slot;
            grown->used++;
        }
    }
    __atomic_store_n(&table->slots, grown, __ATOMIC_RELEASE);
    /* The writer's half of the handshake in CDowel.h: after this fence, either the mark is
       visible here or no reader's load of `slots` can still return `old`. */
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (__atomic_load_n(&table->read_mark, __ATOMIC_RELAXED) == 0) {
        free(old);
    } else {
        retire(table, old);
    }
}

static bool row_removed(const dowel_row *row) {
    return (__atomic_load_n(&row->flags, __ATOMIC_ACQUIRE) & DOWEL_ROW_REMOVED) != 0;
}

/* The winner among the chain's rows that are not removed: DOWEL_NONE when every one is. */
static uintptr_t winner_of(const dowel_table *table, uint32_t first, uint32_t *best_out) {
    uintptr_t winner = DOWEL_NONE;
    uint32_t best = 0;
    bool tie = false;
    for (uint32_t row = first; row != DOWEL_END; row = row_at(table, row)->next_same_key) {
        const dowel_row *current = row_at(table, row);
        if (current->flags & DOWEL_ROW_REMOVED) {
            continue;
        }
        uint32_t priority = current->flags & DOWEL_PRIORITY_MASK;
        if (winner == DOWEL_NONE || priority > best) {
            winner = current->value;
            best = priority;
            tie = false;
        } else if (priority == best) {
            tie = true;
        }
    }
    *best_out = best;
    return tie ? DOWEL_AMBIGUOUS : winner;
}

/*
 * The `key_tail` of a key's first row keeps the chain's last row in its low 30 bits and, in its
 * top two, the best priority among the chain's rows (the winner's, or the tied rows'). With it,
 * adding a row or raising a row's priority decides the new winner in O(1): walking the chain each
 * time made registering many rows of one key quadratic (a thousand `.as(Plugin.self)` for
 * `many`). Only the writer reads it, so it lives in the row rather than in the slot, whose every
 * byte is paid about four times over (load <= 0.75, outgrown blocks kept).
 */
#define TAIL_ROW 0x3FFFFFFFu
#define TAIL_BEST_SHIFT 30

/* The first row of `slot`'s key chain; the slot must have one. */
static dowel_row *slot_first(const dowel_table *table, const dowel_slot *slot) {
    return row_at(table, slot->head - 1);
}

static uint32_t slot_best(const dowel_table *table, const dowel_slot *slot) {
    return slot_first(table, slot)->key_tail >> TAIL_BEST_SHIFT;
}

static void slot_set_winner(const dowel_table *table, dowel_slot *slot, uintptr_t winner, uint32_t best) {
    dowel_row *first = slot_first(table, slot);
    first->key_tail = (first->key_tail & TAIL_ROW) | (best << TAIL_BEST_SHIFT);
    __atomic_store_n(&slot->winner, winner, __ATOMIC_RELEASE);
}

/* The winner once a row of `value` has reached `priority` from below (or was added). */
static void slot_raise(const dowel_table *table, dowel_slot *slot, uintptr_t value, uint32_t priority) {
    uint32_t best = slot_best(table, slot);
    if (slot->winner == DOWEL_NONE || priority > best) {
        /* NONE: every other row of the key is removed, so this one wins whatever its priority. */
        slot_set_winner(table, slot, value, priority);
    } else if (priority == best) {
        slot_set_winner(table, slot, DOWEL_AMBIGUOUS, best);
    }
}

/*
 * The slot of `key`, made (with `head`) when absent; grows the block first if a new slot could
 * overfill it. A slot made here is published by the release store of its `head`, after its key.
 */
static dowel_slot *slot_for(dowel_table *table, const dowel_key *key, uint32_t head, bool *made) {
    dowel_slots *block = table->slots;
    if ((block->used + 1) * 4 > (block->mask + 1) * 3) {
        slots_grow(table);
        block = table->slots;
    }
    dowel_slot *slot = slot_probe(block, table->seed, key);
    *made = slot->head == 0;
    if (*made) {
        slot->key = *key;
        slot->winner = DOWEL_NONE;
        slot->type_head = 0;
        block->used++;
        __atomic_store_n(&slot->head, head, __ATOMIC_RELEASE);
    }
    return slot;
}

/* Links `row` at the end of `key`'s chain (creating the slot). Returns the slot. */
static dowel_slot *link_row(dowel_table *table, const dowel_key *key, uint32_t row) {
    bool made;
    dowel_slot *slot = slot_for(table, key, row + 1, &made);
    if (made) {
        row_at(table, row)->key_tail = row;
    } else if (slot->head == DOWEL_SLOT_NO_ROWS) {
        /* The type chain made the slot: this is the key's first row. */
        row_at(table, row)->key_tail = row;
        __atomic_store_n(&slot->head, row + 1, __ATOMIC_RELEASE);
    } else {
        dowel_row *first = slot_first(table, slot);
        dowel_row *last = row_at(table, first->key_tail & TAIL_ROW);
        __atomic_store_n(&last->next_same_key, row, __ATOMIC_RELEASE);
        first->key_tail = row | (first->key_tail & ~TAIL_ROW);
    }
    return slot;
}

/* Links `row` at the end of its type's chain, kept in `slot`, the type's global unnamed slot. */
static void link_type(dowel_table *table, dowel_slot *slot, uint32_t row) {
    if (slot->type_head == 0) {
        row_at(table, row)->type_tail = row;
        __atomic_store_n(&slot->type_head, row + 1, __ATOMIC_RELEASE);
    } else {
        dowel_row *first = row_at(table, slot->type_head - 1);
        dowel_row *last = row_at(table, first->type_tail);
        __atomic_store_n(&last->next_same_type, row, __ATOMIC_RELEASE);
        first->type_tail = row;
    }
}

/* Writer side: the slot of `key` if it exists, else NULL. */
static dowel_slot *slot_existing(dowel_table *table, const dowel_key *key) {
    dowel_slot *slot = slot_probe(table->slots, table->seed, key);
    return slot->head == 0 ? NULL : slot;
}

/* The first removed row of `slot`'s key chain, or DOWEL_END. The first row's count answers "none"
   without a walk: registering 20,000 rows of one key (a type registered many times, each also under
   a name) walked every earlier row on each insert, 13 s in all. */
static uint32_t removed_row_of(const dowel_table *table, const dowel_slot *slot) {
    if (slot->head == DOWEL_SLOT_NO_ROWS || row_at(table, slot->head - 1)->removed_count == 0) {
        return DOWEL_END;
    }
    for (uint32_t row = slot->head - 1; row != DOWEL_END; row = row_at(table, row)->next_same_key) {
        if (row_at(table, row)->flags & DOWEL_ROW_REMOVED) {
            return row;
        }
    }
    return DOWEL_END;
}

uint32_t dowel_table_insert(dowel_table *table, dowel_key key, uintptr_t value, uint32_t flags) {
    flags &= ~(uint32_t)DOWEL_ROW_REMOVED; /* only dowel_table_remove sets it */
    dowel_slot *existing = slot_existing(table, &key);
    uint32_t reused = existing == NULL ? DOWEL_END : removed_row_of(table, existing);
    if (reused != DOWEL_END) {
        /* A replacement: the removed row takes the new value in place, so replacing a key keeps
           one row. The value is stored before the flags that make the row live again (release):
           a walker that sees the row live (acquire) reads the new value. */
        dowel_row *row = row_at(table, reused);
        __atomic_store_n(&row->value, value, __ATOMIC_RELEASE);
        __atomic_store_n(&row->flags, flags & ~(uint32_t)DOWEL_ROW_REMOVED, __ATOMIC_RELEASE);
        row_at(table, existing->head - 1)->removed_count--;
        slot_raise(table, existing, value, flags & DOWEL_PRIORITY_MASK);
        return reused;
    }
    uint32_t row = table->row_count;
    if (row > TAIL_ROW) {
        abort(); /* more than 2^30 rows: a key's tail field cannot name the row */
    }
    uint32_t offset;
    uint32_t segment = row_segment(table->row_shift, row, &offset);
    if (table->row_segments[segment] == NULL) {
        /* Published before any row in it: readers reach those rows only after this store. */
        dowel_row *fresh_segment = checked_malloc((size_t)segment_rows(table->row_shift, segment) * sizeof(dowel_row));
        __atomic_store_n(&table->row_segments[segment], fresh_segment, __ATOMIC_RELEASE);
    }
    dowel_row *fresh = &table->row_segments[segment][offset];
    fresh->key = key;
    fresh->value = value;
    fresh->flags = flags;
    fresh->next_same_key = DOWEL_END;
    fresh->next_same_type = DOWEL_END;
    fresh->key_tail = 0;
    fresh->type_tail = 0;
    fresh->removed_count = 0;
    __atomic_store_n(&table->row_count, row + 1, __ATOMIC_RELEASE);
    dowel_slot *slot = link_row(table, &key, row);
    uint32_t priority = flags & DOWEL_PRIORITY_MASK;
    if (slot->head - 1 == row) {
        slot_set_winner(table, slot, value, priority);
    } else {
        slot_raise(table, slot, value, priority);
    }
    if (key.name_id == DOWEL_UNNAMED && key.scope_id == DOWEL_GLOBAL_SCOPE) {
        /* The common registration: its key's slot is its type's, found once. */
        link_type(table, slot, row);
    } else {
        dowel_key type_key = {key.type_id, DOWEL_UNNAMED, DOWEL_GLOBAL_SCOPE};
        bool made;
        /* Found after the key's slot is done with: making this one may grow the block. */
        link_type(table, slot_for(table, &type_key, DOWEL_SLOT_NO_ROWS, &made), row);
    }
    return row;
}

uint32_t dowel_table_replace(dowel_table *table, dowel_key key, uintptr_t value, uint32_t flags) {
    dowel_slot *slot = slot_existing(table, &key);
    if (slot == NULL || slot->head == DOWEL_SLOT_NO_ROWS) {
        return dowel_table_insert(table, key, value, flags);
    }
    /* Every row of the key leaves (flags only: lookups read the slot's winner, stored once below),
       and the first one takes the new value. */
    uint32_t reused = DOWEL_END;
    uint32_t rows = 0;
    for (uint32_t row = slot->head - 1; row != DOWEL_END; row = row_at(table, row)->next_same_key) {
        dowel_row *current = row_at(table, row);
        if (!(current->flags & DOWEL_ROW_REMOVED)) {
            __atomic_store_n(&current->flags, current->flags | DOWEL_ROW_REMOVED, __ATOMIC_RELEASE);
        }
        if (reused == DOWEL_END) {
            reused = row;
        }
        rows++;
    }
    /* All removed but the one that takes the new value below. */
    row_at(table, slot->head - 1)->removed_count = rows - 1;
    dowel_row *row = row_at(table, reused);
    __atomic_store_n(&row->value, value, __ATOMIC_RELEASE);
    __atomic_store_n(&row->flags, flags & ~(uint32_t)DOWEL_ROW_REMOVED, __ATOMIC_RELEASE);
    slot_set_winner(table, slot, value, flags & DOWEL_PRIORITY_MASK);
    return reused;
}

void dowel_table_remove(dowel_table *table, uint32_t row) {
    if (row >= table->row_count) {
        return;
    }
    dowel_row *target = row_at(table, row);
    if (target->flags & DOWEL_ROW_REMOVED) {
        return;
    }
    __atomic_store_n(&target->flags, target->flags | DOWEL_ROW_REMOVED, __ATOMIC_RELEASE);
    dowel_slot *slot = slot_probe(table->slots, table->seed, &target->key);
    row_at(table, slot->head - 1)->removed_count++;
    uint32_t best;
    uintptr_t winner = winner_of(table, slot->head - 1, &best);
    slot_set_winner(table, slot, winner, best);
}

bool dowel_table_row_is_removed(const dowel_table *table, uint32_t row) {
    return row_removed(row_at(table, row));
}

void dowel_table_set_flags(dowel_table *table, uint32_t row, uint32_t flags) {
    flags &= ~(uint32_t)DOWEL_ROW_REMOVED;
    if (row >= table->row_count) {
        return;
    }
    dowel_row *target = row_at(table, row);
    if (target->flags & DOWEL_ROW_REMOVED) {
        return;
    }
    uint32_t before = target->flags & DOWEL_PRIORITY_MASK;
    uint32_t after = flags & DOWEL_PRIORITY_MASK;
    __atomic_store_n(&target->flags, flags, __ATOMIC_RELAXED);
    dowel_slot *slot = slot_probe(table->slots, table->seed, &target->key);
    if (after > before) {
        slot_raise(table, slot, target->value, after);
    } else if (after < before) {
        /* Lowered: the winner may now be any row, or a tie; only a walk can tell. */
        uint32_t best;
        uintptr_t winner = winner_of(table, slot->head - 1, &best);
        slot_set_winner(table, slot, winner, best);
    }
}

uint32_t dowel_table_row_count(const dowel_table *table) {
    return __atomic_load_n(&table->row_count, __ATOMIC_ACQUIRE);
}

/* Cold and out of line: once per table, so the hot lookup inlines only the check. Many readers
   may race here; each stores the same 1, and each needs its own fence before its `slots` load.
   The table is never const in memory (create allocates it); readers hold it as const only
   because they change nothing a lookup returns. */
__attribute__((noinline, cold)) void dowel_table_mark_read(const dowel_table *table) {
    dowel_table *marked = (dowel_table *)table;
    __atomic_store_n(&marked->read_mark, 1, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

__attribute__((noinline, cold)) uintptr_t dowel_table_lookup_marking(const dowel_table *table, uint64_t type_id,
                                                                     uint64_t name_id, uint64_t scope_id) {
    return dowel_slots_lookup(dowel_table_reader_slots(table), table->seed, type_id, name_id, scope_id);
}

uintptr_t dowel_table_writer_lookup(const dowel_table *table, uint64_t type_id, uint64_t name_id, uint64_t scope_id) {
    /* The writer's own load: it alone stores `slots` and frees blocks. */
    return dowel_slots_lookup(__atomic_load_n(&table->slots, __ATOMIC_RELAXED), table->seed, type_id, name_id, scope_id);
}

uint64_t dowel_table_capacity(const dowel_table *table) {
    return dowel_table_reader_slots(table)->mask + 1;
}

size_t dowel_table_retired_memory(const dowel_table *table) {
    size_t bytes = 0;
    for (const dowel_retired *node = table->retired; node != NULL; node = node->next) {
        const dowel_slots *block = node->block;
        bytes += sizeof *node + sizeof *block + (block->mask + 1) * sizeof(dowel_slot);
    }
    return bytes;
}

size_t dowel_table_memory(const dowel_table *table) {
    const dowel_slots *slots = dowel_table_reader_slots(table);
    size_t bytes = sizeof *table + sizeof *slots + (slots->mask + 1) * sizeof(dowel_slot);
    for (uint32_t segment = 0; segment < DOWEL_ROW_SEGMENTS; segment++) {
        if (__atomic_load_n(&table->row_segments[segment], __ATOMIC_ACQUIRE) != NULL) {
            bytes += (size_t)segment_rows(table->row_shift, segment) * sizeof(dowel_row);
        }
    }
    return bytes;
}

dowel_row dowel_table_row(const dowel_table *table, uint32_t row) {
    const dowel_row *source = row_at(table, row);
    /* Field by field: a whole-struct copy would read the fields the writer still stores to
       (flags, links) non-atomically, a data race even if those values were then re-read. */
    dowel_row copy = {
        .key = source->key,
        /* Acquire: a removed row taken over by a later insert gets a new value, stored with release
           once what it points to is made; a walker that was already past the row's flags when
           it was taken over reads the new value here and must see that too. */
        .value = __atomic_load_n(&source->value, __ATOMIC_ACQUIRE),
        .flags = __atomic_load_n(&source->flags, __ATOMIC_RELAXED),
        .next_same_key = __atomic_load_n(&source->next_same_key, __ATOMIC_ACQUIRE),
        .next_same_type = __atomic_load_n(&source->next_same_type, __ATOMIC_ACQUIRE),
    };
    return copy;
}

/* `row`, or the first row after it on its chain (`same_key`: the key's, else the type's) that is
   not removed; DOWEL_END when none. */
static uint32_t skip_removed(const dowel_table *table, uint32_t row, bool same_key) {
    while (row != DOWEL_END && row_removed(row_at(table, row))) {
        const dowel_row *current = row_at(table, row);
        row = __atomic_load_n(same_key ? &current->next_same_key : &current->next_same_type, __ATOMIC_ACQUIRE);
    }
    return row;
}

uint32_t dowel_table_first(const dowel_table *table, dowel_key key) {
    const dowel_slot *slot = slot_find(table, &key);
    if (slot == NULL) {
        return DOWEL_END;
    }
    uint32_t head = __atomic_load_n(&slot->head, __ATOMIC_ACQUIRE);
    return head == DOWEL_SLOT_NO_ROWS ? DOWEL_END : skip_removed(table, head - 1, true);
}

uint32_t dowel_table_next_same_key(const dowel_table *table, uint32_t row) {
    return skip_removed(table, __atomic_load_n(&row_at(table, row)->next_same_key, __ATOMIC_ACQUIRE), true);
}

uint32_t dowel_table_first_of_type(const dowel_table *table, uint64_t type_id) {
    dowel_key key = {type_id, DOWEL_UNNAMED, DOWEL_GLOBAL_SCOPE};
    const dowel_slot *slot = slot_find(table, &key);
    if (slot == NULL) {
        return DOWEL_END;
    }
    /* 0 (no row yet) becomes DOWEL_END. */
    return skip_removed(table, __atomic_load_n(&slot->type_head, __ATOMIC_ACQUIRE) - 1, false);
}

uint32_t dowel_table_next_same_type(const dowel_table *table, uint32_t row) {
    return skip_removed(table, __atomic_load_n(&row_at(table, row)->next_same_type, __ATOMIC_ACQUIRE), false);
}

uintptr_t dowel_table_next_global_value(const dowel_table *table, uint32_t *row) {
    uint32_t index = *row;
    while (index != DOWEL_END) {
        const dowel_row *current = row_at(table, index);
        /* The key never changes once the row is published; the value and the link as
           dowel_table_row and dowel_table_next_same_type read them. */
        bool global = current->key.scope_id == DOWEL_GLOBAL_SCOPE;
        uintptr_t value = global ? __atomic_load_n(&current->value, __ATOMIC_ACQUIRE) : 0;
        index = skip_removed(table, __atomic_load_n(&current->next_same_type, __ATOMIC_ACQUIRE), false);
        if (global) {
            *row = index;
            return value;
        }
    }
    *row = DOWEL_END;
    return 0;
}

uint32_t dowel_table_count_global(const dowel_table *table, uint32_t row) {
    uint32_t count = 0;
    while (row != DOWEL_END) {
        const dowel_row *current = row_at(table, row);
        if (current->key.scope_id == DOWEL_GLOBAL_SCOPE) {
            count++;
        }
        row = skip_removed(table, __atomic_load_n(&current->next_same_type, __ATOMIC_ACQUIRE), false);
    }
    return count;
}

uint32_t dowel_table_count(const dowel_table *table, dowel_key key) {
    uint32_t count = 0;
    for (uint32_t row = dowel_table_first(table, key); row != DOWEL_END; row = dowel_table_next_same_key(table, row)) {
        count++;
    }
    return count;
}

uint64_t dowel_fallback_hash_bytes(const void *bytes, size_t length, uint64_t seed) {
    const unsigned char *cursor = bytes;
    /* Seed first, then the length: names that differ only in trailing zero bytes differ here. */
    uint64_t h = dowel_fallback_mix(seed ^ 0x9E3779B97F4A7C15ull);
    h = dowel_fallback_mix(h ^ (uint64_t)length);
    while (length >= 8) {
        uint64_t word;
        memcpy(&word, cursor, 8);
        h = dowel_fallback_mix(h ^ word);
        cursor += 8;
        length -= 8;
    }
    if (length > 0) {
        uint64_t word = 0;
        memcpy(&word, cursor, length);
        h = dowel_fallback_mix(h ^ word);
    }
    return h;
}

uint64_t dowel_hash_name(const void *bytes, size_t length) {
#if DOWEL_HASH_IS_XXH3
    uint64_t hash = XXH3_64bits_withSeed(bytes, length, dowel_process_seed());
#else
    uint64_t hash = dowel_fallback_hash_bytes(bytes, length, dowel_process_seed());
#endif
    if (hash == DOWEL_UNNAMED || hash == DOWEL_ANY) {
        hash = 0x9E3779B97F4A7C15ull;
    }
    return hash;
}
