/// A greeting for one person, which can be said more than once.
///
/// Create a greeting with the name of the person to greet, then ask it for its text:
///
/// ```swift
/// let greeting = Greeting(name: "Ada", salutation: "Hello")
/// print(greeting.text(repeated: 2, separator: " "))
/// ```
public struct Greeting: Sendable {
    /// The name of the person the greeting addresses.
    public let name: String

    /// The word that opens the greeting.
    public let salutation: String

    /// Creates a greeting for a person.
    ///
    /// - Parameters:
    ///   - name: The name of the person to greet.
    ///   - salutation: The word that opens the greeting, such as `Hello`.
    public init(name: String, salutation: String = "Hello") {
        self.name = name
        self.salutation = salutation
    }

    /// Returns the text of the greeting, said a number of times.
    ///
    /// - Parameters:
    ///   - count: How many times to say the greeting. A count below one says it once.
    ///   - separator: The text between two greetings.
    /// - Returns: The salutation and the name, repeated `count` times and joined with `separator`.
    ///
    /// The text ends with an exclamation mark only once, after the last greeting.
    public func text(repeated count: Int, separator: String = " ") -> String {
        let once = "\(salutation), \(name)"
        return Array(repeating: once, count: max(count, 1)).joined(separator: separator) + "!"
    }
}

/// A value that can be greeted by name.
public protocol Greetable {
    /// The name a greeting uses for this value.
    var greetingName: String { get }
}
