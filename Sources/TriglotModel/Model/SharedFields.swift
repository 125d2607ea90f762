/// The fields of a value type kept in one box that every copy of the value shares.
///
/// Pages, sections, loaded pages and diagnostics hold many Strings and arrays, and the checks,
/// renderers and printers copy them thousands of times: a copy of such a struct retains (and
/// later releases) each of its fields, atomically. Behind one box, a copy retains
/// the box alone. The box is never changed, since copies read it: setting a field makes a new
/// box (`updated`), so the types that keep their fields here stay values.
@usableFromInline
package final class SharedFields<Fields: Sendable>: Sendable {
    @usableFromInline package let fields: Fields

    @usableFromInline
    package init(_ fields: Fields) {
        self.fields = fields
    }

    /// A new box with `change` made to a copy of the fields.
    @inlinable
    package func updated(_ change: (inout Fields) -> Void) -> SharedFields {
        var fields = fields
        change(&fields)
        return SharedFields(fields)
    }
}
