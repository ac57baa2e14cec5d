import CDowel
import Testing

@Test func smoke() {
    let t = dowel_table_create(4)!
    defer { dowel_table_destroy(t) }
    let row = dowel_table_insert(t, dowel_key(type_id: 7, name_id: 0, scope_id: 0), 42, 0)
    #expect(row == 0)
    #expect(dowel_table_lookup(t, 7, 0, 0) == 42)
}
