import Testing
import TriglotMarkup

/// A macro's quoted arguments, the text it shows and what it names.
@Suite("Macro text")
struct MacroTextTests {
    @Test(arguments: [
        (#"{{domxref("Node.append()", "append()")}}"#, ["Node.append()", "append()"], "append()", #"{{domxref("Node.append()")}}"#),
        (#"{{jsxref("Promise")}}"#, ["Promise"], "Promise", #"{{jsxref("Promise")}}"#),
        (#"{{ DOMxRef('Node') }}"#, ["Node"], "Node", #"{{domxref("Node")}}"#),
        (#"{{Compat}}"#, [], nil, "{{compat}}"),
        (#"{{ ReadOnlyInline }}"#, [], nil, "{{readonlyinline}}"),
        (#"{%  link   guide  %}"#, [], nil, "{% link guide %}"),
        (#"{{domxref("Node", "")}}"#, ["Node", ""], "Node", #"{{domxref("Node")}}"#),
        (#"{{HTTPHeader("Set-Cookie")}}"#, ["Set-Cookie"], "Set-Cookie", #"{{httpheader("Set-Cookie")}}"#),
    ] as [(String, [String], String?, String)])
    func argumentsShownTextAndIdentity(macro: String, arguments: [String], shown: String?, identity: String) {
        #expect(MacroText.quotedArguments(of: macro) == arguments)
        #expect(MacroText.lastQuotedArgument(of: macro) == shown)
        #expect(MacroText.identity(of: macro) == identity)
        #expect(MacroText.isMacro(macro))
    }

    @Test(arguments: ["/docs/a", "{{x}", "{% x }}", "text {{x}}", ""])
    func otherTextIsNoMacro(text: String) {
        #expect(!MacroText.isMacro(text))
    }
}
