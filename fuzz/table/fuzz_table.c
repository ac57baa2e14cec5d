/*
 * libFuzzer harness for CDowel's table: the input is a program of table operations, run on
 * the real table and on a plain model (an array of rows); any disagreement aborts.
 *
 * Keys come from small domains so that keys repeat (several rows per key, winners and
 * ambiguity), types share keys (per-type walks), and many slots collide; the initial capacity
 * is tiny so that growth happens often. Built and run by scripts/fuzz (`make fuzz`).
 */
#include "CDowel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 4096

typedef struct model_row {
    dowel_key key;
    uintptr_t value;
    uint32_t flags;
} model_row;

static model_row model[MAX_ROWS];
static uint32_t model_count;

typedef struct reader {
    const uint8_t *data;
    size_t size;
    size_t at;
} reader;

static uint8_t next_byte(reader *r) {
    return r->at < r->size ? r->data[r->at++] : 0;
}

static void fail(const char *what, uint32_t detail) {
    fprintf(stderr, "CDowel table disagrees with the model: %s (%u)\n", what, detail);
    abort();
}

/* Ids from a byte: a few small values, a few large ones, and 0 (unnamed / global). */
static uint64_t id_from(uint8_t byte, uint64_t salt) {
    uint64_t small = byte & 7;
    if (byte & 8) {
        return small * 0x9E3779B97F4A7C15ull ^ salt; /* large, well spread */
    }
    return small;
}

static dowel_key key_from(reader *r) {
    dowel_key key;
    key.type_id = id_from(next_byte(r), 0x1000) | 1; /* a type id is never 0 (a metadata address) */
    key.name_id = id_from(next_byte(r), 0x2000);
    key.scope_id = id_from(next_byte(r) & 0x0B, 0x3000);
    if (key.name_id == DOWEL_ANY) key.name_id = 5;
    if (key.scope_id == DOWEL_ANY) key.scope_id = 6;
    return key;
}

static int same_key(dowel_key a, dowel_key b) {
    return a.type_id == b.type_id && a.name_id == b.name_id && a.scope_id == b.scope_id;
}

/* The winner the model expects: the single row of the highest priority, or AMBIGUOUS. */
static uintptr_t model_winner(dowel_key key) {
    int best = -1;
    uint32_t holders = 0;
    uintptr_t value = DOWEL_NONE;
    for (uint32_t i = 0; i < model_count; i++) {
        if (!same_key(model[i].key, key)) continue;
        int priority = (int)(model[i].flags & DOWEL_PRIORITY_MASK);
        if (priority > best) {
            best = priority;
            holders = 1;
            value = model[i].value;
        } else if (priority == best) {
            holders++;
        }
    }
    if (holders > 1) return DOWEL_AMBIGUOUS;
    return value;
}

static void check_key(dowel_table *table, dowel_key key) {
    uintptr_t expected = model_winner(key);
    uintptr_t found = dowel_table_lookup(table, key.type_id, key.name_id, key.scope_id);
    if (found != expected) fail("lookup winner", (uint32_t)found);

    /* Rows of one key, in insertion order. */
    uint32_t row = dowel_table_first(table, key);
    uint32_t count = 0;
    for (uint32_t i = 0; i < model_count; i++) {
        if (!same_key(model[i].key, key)) continue;
        if (row != i) fail("per-key walk order", row);
        row = dowel_table_next_same_key(table, row);
        count++;
    }
    if (row != DOWEL_END) fail("per-key walk too long", row);
    if (dowel_table_count(table, key) != count) fail("count", count);
}

static void check_type(dowel_table *table, uint64_t type_id) {
    static uint8_t seen[MAX_ROWS];
    memset(seen, 0, model_count);
    uint32_t walked = 0;
    for (uint32_t row = dowel_table_first_of_type(table, type_id); row != DOWEL_END;
         row = dowel_table_next_same_type(table, row)) {
        if (row >= model_count) fail("per-type walk row out of range", row);
        if (model[row].key.type_id != type_id) fail("per-type walk reached another type", row);
        if (seen[row]) fail("per-type walk repeats a row", row);
        seen[row] = 1;
        if (++walked > model_count) fail("per-type walk loops", walked);
    }
    for (uint32_t i = 0; i < model_count; i++) {
        if (model[i].key.type_id == type_id && !seen[i]) fail("per-type walk misses a row", i);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    reader r = {data, size, 0};
    uint32_t capacity = next_byte(&r) & 15;
    uint64_t seed = (uint64_t)next_byte(&r) * 0x100000001B3ull;
    dowel_table *table = dowel_table_create_seeded(capacity, seed);
    if (table == NULL) abort();
    model_count = 0;

    while (r.at < r.size) {
        uint8_t op = next_byte(&r) % 5;
        switch (op) {
        case 0:
        case 1: { /* insert (twice as likely, so tables grow) */
            if (model_count >= MAX_ROWS) break;
            dowel_key key = key_from(&r);
            uint32_t flags = next_byte(&r) & 3; /* the priority; DOWEL_ROW_REMOVED (4) is the table's own */
            uintptr_t value = (uintptr_t)(model_count + 2) * 16; /* never NONE nor AMBIGUOUS */
            uint32_t row = dowel_table_insert(table, key, value, flags);
            if (row != model_count) fail("insert index", row);
            model[model_count++] = (model_row){key, value, flags};
            break;
        }
        case 2: { /* flag change on an existing row */
            if (model_count == 0) break;
            uint32_t row = (uint32_t)(((uint32_t)next_byte(&r) << 8 | next_byte(&r)) % model_count);
            uint32_t flags = next_byte(&r) & 3;
            dowel_table_set_flags(table, row, flags);
            model[row].flags = flags;
            check_key(table, model[row].key);
            break;
        }
        case 3: /* lookup and per-key walk of any key, present or not */
            check_key(table, key_from(&r));
            break;
        case 4: /* per-type walk */
            check_type(table, id_from(next_byte(&r), 0x1000) | 1);
            break;
        }
    }

    /* Every row, every key and every type at the end. */
    if (dowel_table_row_count(table) != model_count) fail("row count", dowel_table_row_count(table));
    for (uint32_t i = 0; i < model_count; i++) {
        dowel_row copy = dowel_table_row(table, i);
        if (!same_key(copy.key, model[i].key) || copy.value != model[i].value) fail("row copy", i);
        if ((copy.flags & 7) != model[i].flags) fail("row flags", i);
        check_key(table, model[i].key);
        check_type(table, model[i].key.type_id);
    }
    uint64_t slots = dowel_table_capacity(table);
    if (slots & (slots - 1)) fail("capacity not a power of two", (uint32_t)slots);
    dowel_table_destroy(table);
    return 0;
}
