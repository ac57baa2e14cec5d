/// A JSON `null`: a value no typed accessor accepts.
struct JSONNull: Equatable {}
