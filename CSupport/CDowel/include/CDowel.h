/*
 * CDowel: Dowel's registry, an open-addressing hash table with XXH3-hashed keys (a seeded hash
 * of Dowel's own where <xxhash.h> does not exist).
 *
 * Design choices (DESIGN.md section 2) and why:
 *
 * - Key (type id, name id, scope id), 24 bytes, hashed with XXH3_64bits (or the fallback hash,
 *   below) and a per-process random seed, so names read from configuration cannot be chosen to
 *   collide.
 * - Values are pointer-sized and opaque. The Swift side stores a pointer to a per-row cell
 *   rather than an index into a Swift array: a Swift array that grows while other threads
 *   read it would need its own publication protocol, a stable heap cell does not.
 * - Several values per key: every insert appends a row; a slot holds the first row of its
 *   key, rows of one key are linked in insertion order, rows of one type are linked too. The
 *   type chain's ends live in the slot of the type's global unnamed key (type, DOWEL_UNNAMED,
 *   DOWEL_GLOBAL_SCOPE), made for it when the type has no such row (its key chain is then
 *   empty, `head` DOWEL_SLOT_NO_ROWS and its winner DOWEL_NONE): one slot per key, where a
 *   separate (type, DOWEL_ANY, DOWEL_ANY) slot per type doubled the slots of a registry whose
 *   registrations are mostly one unnamed key per type (slots were a third of a registration's
 *   bytes).
 * - Each slot caches its key's "winner": the single row of the highest priority
 *   (test > default > plain), DOWEL_AMBIGUOUS when several share it. The hot lookup is then
 *   one probe sequence and one load; ambiguity is decided here, at insert time.
 * - Linear probing, power-of-two capacity, load factor <= 0.75, and no deletion of slots: a
 *   removed registration (dowel_table_remove) keeps its slot and its row, flagged
 *   DOWEL_ROW_REMOVED, so there are no tombstones and no backward shifts to race with readers.
 *   The key's winner is recomputed without it, and the walks skip it. The next insert of the
 *   same key takes the removed row over (a new value and flags in place) instead of appending
 *   one, so replacing a key N times (remove, then insert) keeps one row and one slot: the table
 *   stays bounded by the number of distinct keys. What the row's value pointed to is the Swift
 *   side's to reclaim, after a grace period (the reader sections below).
 * - One writer at a time (the caller serialises writers), any number of lock-free readers.
 *   A slot becomes visible by a release store of its `head` after its key is written; rows
 *   are linked by release stores after they are written. Growth builds a new slot block and
 *   publishes it by an atomic pointer swap. Once a reader may have loaded a slot block, an
 *   outgrown block stays alive until the table is destroyed (geometric growth bounds them by
 *   the live size), so a reader never touches freed memory. Before that, growth frees it at once
 *   (below). Rows never move: they live in segments, each twice the size of the one before, and
 *   a new segment is added rather than the rows copied into a bigger block (a copied row block
 *   had to be kept alive too: about 95 of a registration's bytes went to row blocks).
 * - Outgrown slot blocks of a table nobody has read yet are freed at once. Most apps register
 *   everything before their first resolve, and the kept blocks were about half of the ~160
 *   bytes a registration paid for slots at 1,000 registrations. Whether a reader can hold a
 *   block is a Dekker handshake on `read_mark`, a word beside `slots`:
 *     reader, once per table (dowel_table_mark_read): store read_mark = 1 (seq_cst);
 *             seq_cst fence; then load `slots` (seq_cst).
 *     writer, at growth: store `slots` = new block; seq_cst fence; load read_mark; 0 -> free
 *             the old block, 1 -> keep it.
 *   The two fences are ordered one way or the other in the single total order S of seq_cst
 *   operations (C11 7.17.3). If the reader's fence comes first, the writer's load after its own
 *   fence sees the mark (the rule for two fences: a load after fence Y sees a store made before
 *   fence X when X precedes Y in S) and keeps the block. If the writer's comes first, the same
 *   rule makes every load of `slots` after the reader's fence see the new block or a later one,
 *   so the reader never loads the block being freed. Either the writer sees the mark, or the
 *   reader's block load sees the new block.
 *   A reader that finds the mark already set (made by another thread, or by itself earlier)
 *   skips the fence, which is what makes the check cheap: its flag load is acquire and its
 *   `slots` load seq_cst. Were that load to return the outgrown block, it would precede the
 *   writer's fence in S (a seq_cst load that follows, in S, a fence placed after a store sees
 *   that store). The mark it read is a seq_cst store that happens before that load (acquire), so
 *   in C11, whose S is consistent with happens-before, the mark precedes the load and so the
 *   writer's fence in S, and the writer's load after that fence sees the mark (a load after a
 *   seq_cst fence sees the last seq_cst store before the fence in S, or a later one). C++20
 *   weakened "happens before" to "strongly happens before" here, for POWER, where the flag load
 *   would have to be seq_cst; on x86-64 and AArch64, which order the two loads and make a store
 *   visible to all other threads at once, the acquire load suffices.
 *   A relaxed flag load would not do: AArch64 may satisfy the `slots` load before the flag load
 *   (load-load reordering behind a predicted branch), so the block could be loaded before the
 *   writer's check and the mark seen only after it. On x86-64 acquire and seq_cst loads are
 *   plain loads, the same instructions as relaxed ones; on AArch64 the flag load is an LDAPR (or
 *   LDAR) and the `slots` load an LDAR (it was an acquire load before). The mark is never
 *   cleared: a table read once keeps every outgrown block, as before.
 */
#ifndef CDOWEL_H
#define CDOWEL_H

/*
 * The hash. Where <xxhash.h> exists (Linux with libxxhash-dev) keys and names are hashed with
 * XXH3, header-only: nothing is linked. Where it does not (an iOS or macOS build, whose SDK has
 * no xxhash and whose package users cannot add search paths), the seeded hash below, written for
 * Dowel, takes its place. Defining DOWEL_NO_XXHASH forces the fallback where the header exists.
 */
#if !defined(DOWEL_NO_XXHASH) && defined(__has_include)
#if __has_include(<xxhash.h>)
/* Must be defined here, not in cSettings: only a header define reaches Swift's importer,
   which is what lets release builds inline XXH3 into `resolve`. */
#define XXH_INLINE_ALL
#include <xxhash.h>
#define DOWEL_HASH_IS_XXH3 1
#endif
#endif
#ifndef DOWEL_HASH_IS_XXH3
/** 1 when keys and names are hashed with XXH3, 0 when with Dowel's own seeded hash. */
#define DOWEL_HASH_IS_XXH3 0
#endif

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Every pointer below is non-null unless marked _Nullable, so Swift imports them as non-optional
   pointers (no implicitly unwrapped `!` types). */
#pragma clang assume_nonnull begin

/** Name id of an unnamed registration. */
#define DOWEL_UNNAMED ((uint64_t)0)
/** Scope id of the global view (every registration is visible there). */
#define DOWEL_GLOBAL_SCOPE ((uint64_t)0)
/** Reserved id: the per-type iteration key uses it for name and scope. A literal, not
    UINT64_MAX: Swift's importer skips macros that expand to other function-like macros. */
#define DOWEL_ANY ((uint64_t)0xFFFFFFFFFFFFFFFFull)

/** Lookup result: no row has this key. */
#define DOWEL_NONE ((uintptr_t)0)
/** Lookup result: several rows share the highest priority of this key. */
#define DOWEL_AMBIGUOUS ((uintptr_t)1)
/** End of a row chain. */
#define DOWEL_END UINT32_MAX

/** Row flags: the low two bits are the priority used to pick a key's winner. */
enum {
    DOWEL_PRIORITY_PLAIN = 0,
    DOWEL_PRIORITY_DEFAULT = 1,
    DOWEL_PRIORITY_TEST = 2,
    DOWEL_PRIORITY_MASK = 3,
    /** The row was removed (dowel_table_remove): no lookup finds it, no walk yields it, and the
        next insert of its key takes it over. Only the table sets it: insert and set_flags
        ignore it in their `flags`. */
    DOWEL_ROW_REMOVED = 4,
};

typedef struct dowel_key {
    uint64_t type_id;
    uint64_t name_id;
    uint64_t scope_id;
} dowel_key;

/** A slot's `head` when the slot exists only for its type chain (no row has its key). */
#define DOWEL_SLOT_NO_ROWS UINT32_MAX

/* 40 bytes: what readers need. The chains' tails, which only the writer reads, are kept in the
   chains' first rows. */
typedef struct dowel_slot {
    dowel_key key;
    uint32_t head;      /* atomic: first row + 1; 0 = empty slot; DOWEL_SLOT_NO_ROWS = no row of this key */
    uint32_t type_head; /* atomic, in a type's (type, UNNAMED, GLOBAL) slot: first row of the type + 1, 0 = none */
    uintptr_t winner;   /* atomic: DOWEL_NONE, DOWEL_AMBIGUOUS or the winning row's value */
} dowel_slot;

typedef struct dowel_slots {
    uint64_t mask;  /* capacity - 1 */
    uint64_t used;  /* writer only */
    dowel_slot slots[];
} dowel_slots;

typedef struct dowel_row {
    dowel_key key;
    uintptr_t value;
    uint32_t flags;
    uint32_t next_same_key;  /* atomic: next row of this key, or DOWEL_END */
    uint32_t next_same_type; /* atomic: next row of this type, or DOWEL_END */
    uint32_t key_tail;       /* writer only, in a key's first row: the chain's last row (low 30 bits),
                                best priority (top 2) */
    uint32_t type_tail;      /* writer only, in a type's first row: the type chain's last row */
    uint32_t removed_count;  /* writer only, in a key's first row: how many of the chain's rows are
                                removed, so an insert skips the walk for a reusable row when none is */
} dowel_row;

/** Row segments a table can have: segment 0 holds `1 << row_shift` rows, segment k >= 1 the next
    `1 << (row_shift + k - 1)`; with row_shift >= 4 the last one reaches past the 2^30 rows a
    slot's `tail` can name. */
#define DOWEL_ROW_SEGMENTS 28

typedef struct dowel_table {
    dowel_slots *slots;  /* atomic */
    uint32_t row_count;  /* atomic */
    /* atomic: 0 until a reader may have loaded `slots` (see the design comment above). Beside
       `slots`, in the first 16 bytes of a 16-byte aligned allocation: the hot lookup's check
       touches no cache line the lookup does not load anyway. */
    uint32_t read_mark;
    uint64_t seed;
    void *_Nullable retired; /* writer only: slot blocks replaced by growth, freed on destroy */
    uint32_t row_shift;  /* log2 of segment 0's row count */
    uint32_t reserved;   /* zero; the padding before the segment pointers */
    dowel_row *_Nullable row_segments[DOWEL_ROW_SEGMENTS]; /* atomic each; NULL until needed */
} dowel_table;

/** The per-process random seed (read from the OS once, on first use). */
uint64_t dowel_process_seed(void);

/** The seed once chosen, 0 before: only dowel_process_seed() writes it, and only from 0. */
extern uint64_t dowel_process_seed_word;

/**
 * dowel_process_seed(), inline: a named resolve hashes its name with it, and a Swift `static let`
 * costs a lazy-initialisation check and a call (about 16 instructions) on every such resolve. A
 * relaxed load is enough: the word is written once, atomically, and nothing else is published
 * with it.
 */
static inline uint64_t dowel_name_seed(void) {
    uint64_t seed = __atomic_load_n(&dowel_process_seed_word, __ATOMIC_RELAXED);
    return seed != 0 ? seed : dowel_process_seed();
}

/**
 * The answer of Dowel's small-string layout probe (Swift's DISmallStringLayout.isReadable): 0
 * before the probe ran, 1 when short names are read in place, 2 when they are copied out. A word
 * here, read inline, for the reason dowel_name_seed() is: a Swift `static let` costs every named
 * resolve a lazy-initialisation check and a call. Relaxed: the answer is the same whichever
 * thread probes, and nothing else is published with it.
 */
extern uintptr_t dowel_small_string_probe_word;

static inline uintptr_t dowel_small_string_probe(void) {
    return __atomic_load_n(&dowel_small_string_probe_word, __ATOMIC_RELAXED);
}

static inline void dowel_set_small_string_probe(uintptr_t answer) {
    __atomic_store_n(&dowel_small_string_probe_word, answer, __ATOMIC_RELAXED);
}

/** A new empty table with the process seed. `initial_capacity` is a hint in rows (each
    assumed to add one key). */
dowel_table *dowel_table_create(uint32_t initial_capacity);
/** A new empty table with a fixed seed, for reproducible tests. */
dowel_table *dowel_table_create_seeded(uint32_t initial_capacity, uint64_t seed);
/** Frees the table and every block it ever published. No reader may still use it. */
void dowel_table_destroy(dowel_table *table);

/**
 * Appends a row. Writers must be serialised by the caller; readers may run concurrently.
 * Returns the new row's index. `value` must not be DOWEL_NONE or DOWEL_AMBIGUOUS.
 * The key's name and scope ids must not be DOWEL_ANY.
 */
uint32_t dowel_table_insert(dowel_table *table, dowel_key key, uintptr_t value, uint32_t flags);

/**
 * Removes a row: its key's winner is recomputed without it and the walks no longer yield it; a
 * later insert of the same key reuses it. A reader that looked the row's value up before may
 * still use that value: free what it points to only after a grace period (dowel_grace_start).
 * Same writer rule as insert; a removed row or an out-of-range index is ignored.
 */
void dowel_table_remove(dowel_table *table, uint32_t row);

/**
 * Inserts `value` under `key` in place of every row the key has: a lookup sees the key's old
 * winner, then this value, never both and never none (one store of the slot's winner). The
 * replaced rows are removed (one of them is reused for the value, so the caller must forget its
 * index for the row it had there). Same writer rule as insert. Returns the value's row.
 */
uint32_t dowel_table_replace(dowel_table *table, dowel_key key, uintptr_t value, uint32_t flags);

/** Whether row `row` (< row_count) is removed. */
bool dowel_table_row_is_removed(const dowel_table *table, uint32_t row);

/** Changes a row's flags and recomputes its key's winner. Same writer rule as insert. */
void dowel_table_set_flags(dowel_table *table, uint32_t row, uint32_t flags);

/** Marks `table` read: from now on growth keeps outgrown slot blocks. Out of line and called once
    per table (by whichever readers race to it first): the seq_cst store and fence cost tens of
    cycles, which the hot lookup must not pay. Readers reach it through dowel_table_reader_slots
    or dowel_table_lookup. */
void dowel_table_mark_read(const dowel_table *table);

/**
 * The live slot block, for a reader, once the table is marked read (see the design comment):
 * every load of `slots` outside the writer goes through here, or through the same check inlined
 * in dowel_table_lookup. After the first lookup of a table this is an acquire load of
 * `read_mark` that finds it set (a plain load on x86-64) and a branch that always goes the same
 * way.
 */
static inline const dowel_slots *dowel_table_reader_slots(const dowel_table *table) {
    if (__builtin_expect(__atomic_load_n(&table->read_mark, __ATOMIC_ACQUIRE) == 0, 0)) {
        dowel_table_mark_read(table);
    }
    return __atomic_load_n(&table->slots, __ATOMIC_SEQ_CST);
}

/** Number of rows (registrations) ever inserted. */
uint32_t dowel_table_row_count(const dowel_table *table);
/** Slot capacity (power of two), for tests and statistics. */
uint64_t dowel_table_capacity(const dowel_table *table);
/** Bytes held by the live slot block and the row segments. */
size_t dowel_table_memory(const dowel_table *table);
/** Bytes held by outgrown slot blocks kept for readers (0 while the table was never read). Reads
    the writer's list: same rule as insert. Does not mark the table read. */
size_t dowel_table_retired_memory(const dowel_table *table);
/** A copy of row `row` (must be < row_count). */
dowel_row dowel_table_row(const dowel_table *table, uint32_t row);

/** The first row of `key`, or DOWEL_END. Follow with dowel_table_next_same_key. */
uint32_t dowel_table_first(const dowel_table *table, dowel_key key);
uint32_t dowel_table_next_same_key(const dowel_table *table, uint32_t row);
/** The first row of any key whose type id is `type_id`, or DOWEL_END. */
uint32_t dowel_table_first_of_type(const dowel_table *table, uint64_t type_id);
uint32_t dowel_table_next_same_type(const dowel_table *table, uint32_t row);
/** The value of the first row from `*row` on along its type's chain whose key is in the global
    scope, and `*row` moved to the chain's next row after it; DOWEL_NONE (0, which no row's
    value is) and `*row` DOWEL_END when the chain ends first. One call per element of `many` where dowel_table_row and
    dowel_table_next_same_type were two, each copying or re-reading the row. */
uintptr_t dowel_table_next_global_value(const dowel_table *table, uint32_t *row);
/** How many rows of the type chain starting at `row` are in the global scope (what
    dowel_table_next_global_value would give), without reading their values. */
uint32_t dowel_table_count_global(const dowel_table *table, uint32_t row);
/** Number of rows with exactly `key`. */
uint32_t dowel_table_count(const dowel_table *table, dowel_key key);

/** A name's hash with the process seed (XXH3, or the fallback below), never DOWEL_UNNAMED nor
    DOWEL_ANY. */
uint64_t dowel_hash_name(const void *_Nullable bytes, size_t length);

/*
 * The fallback hash, compiled on every platform (so its tests run everywhere) and used only where
 * <xxhash.h> is absent.
 *
 * Its step is a bijective 64-bit mixer (xor-shift, multiply by an odd constant, twice): every input
 * bit reaches every output bit, and a fixed state never maps two different words to one result.
 * The seed enters first and the length second, so an attacker who does not know the per-process
 * seed cannot choose names that collide (the same bar as seeded XXH3, which is not a MAC either).
 * A key costs three steps, about a dozen instructions on one dependency chain.
 */
static inline uint64_t dowel_fallback_mix(uint64_t x) {
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ull;
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ull;
    x ^= x >> 32;
    return x;
}

/** The fallback hash of a (type id, name id, scope id) key. */
static inline uint64_t dowel_fallback_key_hash(uint64_t seed, uint64_t type_id, uint64_t name_id,
                                               uint64_t scope_id) {
    uint64_t h = dowel_fallback_mix(seed ^ 0x9E3779B97F4A7C15ull);
    h = dowel_fallback_mix(h ^ type_id);
    h = dowel_fallback_mix(h ^ name_id);
    return dowel_fallback_mix(h ^ scope_id);
}

/** The fallback hash of `length` bytes (names), with `seed`. */
uint64_t dowel_fallback_hash_bytes(const void *_Nullable bytes, size_t length, uint64_t seed);

static inline uint64_t dowel_key_hash(uint64_t seed, uint64_t type_id, uint64_t name_id, uint64_t scope_id) {
#if DOWEL_HASH_IS_XXH3
    dowel_key key = {type_id, name_id, scope_id};
    return XXH3_64bits_withSeed(&key, sizeof key, seed);
#else
    return dowel_fallback_key_hash(seed, type_id, name_id, scope_id);
#endif
}

/**
 * The name id of a name of at most 15 UTF-8 bytes, given as two words: bytes 0-7, then bytes 8-14
 * with the byte count in bits 56-59 (a Swift small string's own layout, whose flag bits the caller
 * clears; unused bytes are zero). Equal to no id of a longer name only by chance, like any two
 * names: the Swift side compares the full name on a hit. Inline, so a resolve by a short name
 * hashes it without a call or a copy of its bytes. Never DOWEL_UNNAMED nor DOWEL_ANY.
 */
static inline uint64_t dowel_hash_short_name(uint64_t seed, uint64_t low, uint64_t high) {
#if DOWEL_HASH_IS_XXH3
    uint64_t words[2] = {low, high};
    uint64_t hash = XXH3_64bits_withSeed(words, sizeof words, seed);
#else
    uint64_t hash = dowel_fallback_mix(dowel_fallback_mix(dowel_fallback_mix(seed ^ 0xA0761D6478BD642Full) ^ low) ^ high);
#endif
    if (hash == DOWEL_UNNAMED || hash == DOWEL_ANY) {
        hash = 0x9E3779B97F4A7C15ull;
    }
    return hash;
}

/** The hash the table uses for `key`, for tests that need colliding keys. */
static inline uint64_t dowel_table_hash(const dowel_table *table, dowel_key key) {
    return dowel_key_hash(table->seed, key.type_id, key.name_id, key.scope_id);
}

/** The probe of dowel_table_lookup in `block`, a slot block a reader loaded after marking its
    table read. */
static inline uintptr_t dowel_slots_lookup(const dowel_slots *block, uint64_t seed, uint64_t type_id,
                                           uint64_t name_id, uint64_t scope_id) {
    uint64_t mask = block->mask;
    uint64_t index = dowel_key_hash(seed, type_id, name_id, scope_id) & mask;
    for (;;) {
        const dowel_slot *slot = &block->slots[index];
        if (__atomic_load_n(&slot->head, __ATOMIC_ACQUIRE) == 0) {
            return DOWEL_NONE;
        }
        if (slot->key.type_id == type_id && slot->key.name_id == name_id && slot->key.scope_id == scope_id) {
            return __atomic_load_n(&slot->winner, __ATOMIC_ACQUIRE);
        }
        index = (index + 1) & mask;
    }
}

/** dowel_table_lookup of a table not marked read yet: marks it, then looks up. */
uintptr_t dowel_table_lookup_marking(const dowel_table *table, uint64_t type_id, uint64_t name_id,
                                     uint64_t scope_id);

/**
 * The writer's lookup: what dowel_table_lookup answers, for the thread that holds the table's
 * writer lock (the registration lock). It does not mark the table read: only the writer frees an
 * outgrown slot block, so the block it loads here cannot go while it reads it. A layer that asks,
 * at each registration, which registration a key leads to (an override must find the one it
 * replaces) otherwise marked the table read on its first registration, and every growth after that
 * kept its outgrown block until the table was destroyed (DowelAssembler: about 70 of the ~880 bytes
 * a registration left at 1,000 registrations).
 */
uintptr_t dowel_table_writer_lookup(const dowel_table *table, uint64_t type_id, uint64_t name_id, uint64_t scope_id);

/**
 * The hot lookup: the winner of (type, name, scope), DOWEL_AMBIGUOUS or DOWEL_NONE.
 * Lock-free; safe while one writer inserts. Inlined into Swift's `resolve`.
 */
static inline uintptr_t dowel_table_lookup(const dowel_table *table, uint64_t type_id, uint64_t name_id,
                                           uint64_t scope_id) {
    /* The first lookup of a table leaves by a tail call: a call that returned here would keep the
       arguments alive across it, and a lookup compiled on its own then saved and restored three
       registers on every call (+14 instructions a transient resolve, callgrind). */
    if (__builtin_expect(__atomic_load_n(&table->read_mark, __ATOMIC_ACQUIRE) == 0, 0)) {
        return dowel_table_lookup_marking(table, type_id, name_id, scope_id);
    }
    /* seq_cst, not acquire: a reader that skipped the fence relies on it (design comment). */
    return dowel_slots_lookup(__atomic_load_n(&table->slots, __ATOMIC_SEQ_CST), table->seed, type_id, name_id,
                              scope_id);
}

/*
 * Cells: the Swift side keeps each row's cached instance in a heap cell whose first word is
 * a ready flag. These two helpers give Swift acquire/release on it without a Swift atomic
 * type in the cell (Swift atomics need a fixed address and cannot live in raw memory).
 */
static inline bool dowel_cell_is_ready(const void *cell) {
    return __atomic_load_n((const uint32_t *)cell, __ATOMIC_ACQUIRE) != 0;
}

static inline void dowel_cell_set_ready(void *cell, uint32_t ready) {
    __atomic_store_n((uint32_t *)cell, ready, __ATOMIC_RELEASE);
}

/*
 * The cell's second word: whether the row may call the registration's factory directly (a
 * prototype without injections or post-inits; see below for one taking resolve-time arguments).
 * It only chooses between two paths that are both valid at all times, so it guards no other
 * memory: relaxed is enough.
 * A modifier applied after the row was published flips it while other threads read it.
 */
static inline bool dowel_cell_is_direct(const void *cell) {
    return __atomic_load_n((const uint32_t *)cell + 1, __ATOMIC_RELAXED) != 0;
}

/*
 * The direct word is 2 when the row is the registration itself, 1 for another row (an alias of
 * the implementation type): the resolve path takes the registration's factory without looking at
 * what kind of row it holds. 3: a row of a registration whose factory takes resolve-time
 * arguments, direct unless the resolve addressed arguments to registrations below the requested
 * one (DITranquillity's `AnyArguments`), which only the row's general path looks up.
 */
static inline bool dowel_cell_is_own_direct(const void *cell) {
    return __atomic_load_n((const uint32_t *)cell + 1, __ATOMIC_RELAXED) == 2;
}

static inline uint32_t dowel_cell_direct_word(const void *cell) {
    return __atomic_load_n((const uint32_t *)cell + 1, __ATOMIC_RELAXED);
}

static inline void dowel_cell_set_direct(void *cell, uint32_t direct) {
    __atomic_store_n((uint32_t *)cell + 1, direct, __ATOMIC_RELAXED);
}

/*
 * The resolution a compatibility layer (DowelAssembler) is running on this thread, or NULL: a
 * Swinject-style factory receives a resolver, not the core's resolution, so a resolve made through
 * that resolver finds the resolution to join here. Set only around such factory calls; the core's
 * own resolve path never reads it.
 */
#if defined(__ELF__)
/* Initial-exec: a read is one `%fs`-relative load instead of a `__tls_get_addr` call, and the
   compatibility layer reads it on every nested resolve. Dowel is linked into the program (or
   into a library loaded with it), so the one pointer fits the static TLS block. */
#define DOWEL_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define DOWEL_TLS_MODEL
#endif
extern _Thread_local void *_Nullable dowel_foreign_frame_slot DOWEL_TLS_MODEL;

static inline void *_Nullable dowel_foreign_frame(void) {
    return dowel_foreign_frame_slot;
}

static inline void dowel_set_foreign_frame(void *_Nullable frame) {
    dowel_foreign_frame_slot = frame;
}

/*
 * The calling thread's creation record (Dowel's `DIThreadRecord`), or NULL before its first
 * creation: the owner named by a creation slot or a `Lazy` being made. The record's lifetime is
 * kept by a pthread key whose destructor releases it when the thread ends; this slot is only the
 * fast read, one `%fs`-relative load where the key's lookup was a call and a once-check.
 */
extern _Thread_local void *_Nullable dowel_creation_record_slot DOWEL_TLS_MODEL;

static inline void *_Nullable dowel_creation_record(void) {
    return dowel_creation_record_slot;
}

static inline void dowel_set_creation_record(void *_Nullable record) {
    dowel_creation_record_slot = record;
}

/*
 * Reader sections and grace periods: when what a removed or replaced row pointed to (its cell, its
 * registration, its cached instance) may be freed.
 *
 * A resolve reads cells and Swift objects through pointers it loaded from the table without
 * taking a reference (a reference count would be a contended atomic on every resolve). So a
 * writer that removes a row cannot free what the row pointed to at once: a resolve that looked
 * the row up a moment before may still be reading it. Every resolve therefore runs inside a
 * reader section (dowel_read_enter / dowel_read_exit, nested freely), and a writer frees only
 * after a grace period: once every thread that was inside a section when the row was removed
 * has left it.
 *
 * Each thread has a reader record: one word, whose low 32 bits count the sections it is nested
 * in and whose high 32 bits count the times it left its outermost one. Entering and leaving are
 * plain (relaxed) stores to the thread's own record: no shared cache line, no atomic
 * read-modify-write, no fence on the reader's side where the writer can impose one.
 *
 * The writer, after its unpublishing stores, starts a grace period (dowel_grace_start):
 *   1. a process-wide memory barrier (Linux: membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED), which
 *      runs a full barrier on every thread of the process). A reader whose "enter" store the
 *      writer cannot see yet is thereby ordered after the writer's removal: its loads of the table
 *      find the new value, never the removed one;
 *   2. a snapshot of every record that is inside a section.
 * The grace period has passed (dowel_grace_passed) when each of those records has left its
 * outermost section since (its high half changed) or is outside any section (low half 0).
 * Leaving is a release store, read with acquire: everything the reader did in its section
 * happened before the writer frees.
 *
 * Where the barrier is not available (not Linux, or a kernel or sandbox that refuses
 * membarrier), the reader's enter is followed by a full fence (DOWEL_READER_FENCE) on platforms
 * other than Linux, and on Linux a grace period never passes: what was removed is then kept
 * until its table is destroyed (correct, not bounded). dowel_grace_available() says which.
 *
 * Records are never freed: a thread that ends gives its record back (its section count is 0)
 * and a new thread takes it over, so the writer's walk of the list never reads freed memory and
 * the list is as long as the most threads that ever resolved at once.
 */
typedef struct dowel_reader {
    uint64_t word;                      /* atomic: exits of the outermost section << 32 | depth */
    struct dowel_reader *_Nullable next; /* the list of every record, never unlinked */
    uint32_t owned;                     /* atomic: 1 while a thread holds the record */
    uint32_t reserved;
    /* Tests only (dowel_read_exit_hook_set): run once when this thread next leaves its outermost
       section through dowel_read_exit_call. Read and written by the owning thread alone. */
    void (*_Nullable exit_hook)(void *_Nullable context);
    void *_Nullable exit_hook_context;
    /* A cache line each (records are allocated 64-byte aligned): two threads' records sharing a
       line would make every section entry of one invalidate the other's. */
    uint8_t padding[24];
} dowel_reader;

/** The calling thread's record, NULL until its first section. */
extern _Thread_local dowel_reader *_Nullable dowel_reader_slot DOWEL_TLS_MODEL;

/** Gives the calling thread a record (a free one, else a new one) and returns it. Lock-free. */
dowel_reader *dowel_reader_attach(void);

#if defined(__linux__)
/* The writer's membarrier orders the reader: the compiler must only keep the section's loads
   after the enter store. */
#define DOWEL_READER_FENCE() __atomic_signal_fence(__ATOMIC_SEQ_CST)
#else
#define DOWEL_READER_FENCE() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#endif

/** Enters a reader section (nested sections count). Every resolve runs inside one. */
static inline void dowel_read_enter(void) {
    dowel_reader *reader = dowel_reader_slot;
    if (__builtin_expect(reader == NULL, 0)) {
        reader = dowel_reader_attach();
    }
    __atomic_store_n(&reader->word, __atomic_load_n(&reader->word, __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED);
    DOWEL_READER_FENCE();
}

/**
 * Enters a reader section unless the calling thread is inside one already; returns whether it
 * entered, and only a section entered is left (dowel_read_exit_call). A nested section changes
 * nothing a writer looks at (its low half never reaches 0, its high half does not move), so a
 * resolve made from inside another (a factory's dependency) skips it: no store, no fence where
 * the platform needs one, and above all no opaque exit call, which cost a nested resolve about
 * 25 instructions and kept the optimiser from keeping values in registers across it.
 */
static inline bool dowel_read_enter_outermost(void) {
    dowel_reader *reader = dowel_reader_slot;
    if (__builtin_expect(reader == NULL, 0)) {
        reader = dowel_reader_attach();
    }
    uint64_t word = __atomic_load_n(&reader->word, __ATOMIC_RELAXED);
    if ((uint32_t)word != 0) {
        return false;
    }
    __atomic_store_n(&reader->word, word + 1, __ATOMIC_RELAXED);
    DOWEL_READER_FENCE();
    return true;
}

/** Leaves the innermost reader section of `reader`, the calling thread's record; leaving the
    outermost one ends every grace period that waited for this thread. */
static inline void dowel_read_exit_record(dowel_reader *_Nonnull reader) {
    uint64_t word = __atomic_load_n(&reader->word, __ATOMIC_RELAXED) - 1;
    if ((uint32_t)word == 0) {
        word += (uint64_t)1 << 32;
    }
    __atomic_store_n(&reader->word, word, __ATOMIC_RELEASE);
}

/** Leaves the calling thread's innermost reader section (see dowel_read_exit_record). */
static inline void dowel_read_exit(void) {
    dowel_read_exit_record(dowel_reader_slot);
}

/**
 * dowel_read_exit as a call the Swift optimiser cannot see into: what Swift code leaves its
 * sections with. Inlined, the exit is a plain store to the thread's record, which the optimiser
 * knows cannot release an object, so it moved the retain of an instance just read from a cell to
 * after it (seen in the release build's machine code): a writer whose grace period saw the exit
 * could free the instance before that retain, and the reader retained freed memory (a key
 * replaced 300 times while 8 threads resolved it crashed about one release run in four). An
 * opaque call may release anything, so every copy the section made is finished before it.
 */
void dowel_read_exit_call(void);

/**
 * A test hook: `hook(context)` runs once, on the calling thread, the next time that thread leaves
 * its outermost section through dowel_read_exit_call, after the exit store. A test frees a
 * replaced registration there, at the first moment a writer's grace period on another thread
 * could: whatever a resolve returns must be retained by then, and if the exit were not this
 * opaque call (or a copy were finished after it) the hook would not run or the instance would
 * already be gone. The check on every exit is one load from the thread's own record, the cache
 * line the exit has just written.
 */
void dowel_read_exit_hook_set(void (*_Nonnull hook)(void *_Nullable context), void *_Nullable context);

/** Disarms the calling thread's hook if it has not run; returns its context then, else NULL. */
void *_Nullable dowel_read_exit_hook_clear(void);

/** The calling thread's section depth (0 outside any), for tests and internal checks. */
static inline uint32_t dowel_read_depth(void) {
    dowel_reader *reader = dowel_reader_slot;
    return reader == NULL ? 0 : (uint32_t)__atomic_load_n(&reader->word, __ATOMIC_RELAXED);
}

/** A grace period's snapshot: the records that were inside a section when it started. */
typedef struct dowel_grace dowel_grace;

/** Whether grace periods can pass on this machine (see above); probed once. */
bool dowel_grace_available(void);

/** Tests only: on the calling thread, pretend the process-wide barrier is unavailable (true), or
    stop pretending (false). */
void dowel_grace_force_unavailable(bool unavailable);

/**
 * Starts a grace period after the caller's removals: NULL when no thread is inside a section
 * (what was removed may be freed now), else a snapshot to poll with dowel_grace_passed and free
 * with dowel_grace_free. Never blocks; any thread may call it (writers call it under their lock).
 */
dowel_grace *_Nullable dowel_grace_start(void);

/** Whether every thread of the snapshot has left the section it was in. Never blocks. */
bool dowel_grace_passed(dowel_grace *grace);

/** Frees a snapshot. */
void dowel_grace_free(dowel_grace *_Nullable grace);

/*
 * Atomic words for the Swift side. `Synchronization.Atomic` needs macOS 15 / iOS 18; these C11
 * builtins work on every deployment target Dowel supports. `word` must stay at one address
 * for as long as it is used (the Swift side allocates it).
 */
static inline uintptr_t dowel_atomic_load_relaxed(const uintptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

static inline uintptr_t dowel_atomic_load_acquire(const uintptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void dowel_atomic_store_relaxed(uintptr_t *word, uintptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

static inline void dowel_atomic_store_release(uintptr_t *word, uintptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/** Stores `desired` if the word holds `*expected`; otherwise writes the word's value to
    `*expected`. Acquire-release on success, acquire on failure. */
static inline bool dowel_atomic_compare_exchange(uintptr_t *word, uintptr_t *expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(word, expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/** Adds `delta` and returns the new value (relaxed: a counter, not a publication). */
static inline uintptr_t dowel_atomic_add_relaxed(uintptr_t *word, uintptr_t delta) {
    return __atomic_add_fetch(word, delta, __ATOMIC_RELAXED);
}

/*
 * Prefetch hints for bulk readers (the graph builder walks thousands of scattered objects and
 * table slots; asking for the next ones early overlaps their cache misses). No effect on results.
 */
static inline void dowel_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address);
}

/** Prefetches the slot a lookup of (type_id, name_id, scope_id) probes first. */
static inline void dowel_table_prefetch(const dowel_table *table, uint64_t type_id, uint64_t name_id,
                                        uint64_t scope_id) {
    /* Reads the block's mask, so it marks the table read like a lookup. */
    const dowel_slots *block = dowel_table_reader_slots(table);
    __builtin_prefetch(&block->slots[dowel_key_hash(table->seed, type_id, name_id, scope_id) & block->mask]);
}

/**
 * A block of `size` bytes (not zeroed) from malloc, aligned to dowel_block_alignment(), for atomics
 * (Swift's DIAtomicWord, a Lazy's cell: C11 atomics need an address that never moves, which a Swift
 * stored property does not promise). Swift's raw allocation takes the aligned allocator's path
 * (posix_memalign) for every alignment on Linux, about 60 instructions more. Aborts when memory is
 * exhausted. Free it with dowel_block_destroy.
 */
void *dowel_block_create(size_t size);

/** Frees a block dowel_block_create made. */
void dowel_block_destroy(void *block);

/** The alignment every dowel_block_create block has: malloc's, that of max_align_t. */
static inline size_t dowel_block_alignment(void) {
    return _Alignof(max_align_t);
}

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
