import Testing
@testable import TriglotModel

/// Pages as other projects write them: several API entries with bold fields, declarations in
/// TypeScript, GitHub alerts, `**Note:**` labels, VitePress containers and front-matter titles.
@Suite("Entries, fields and callouts of other projects' pages")
struct EntriesAndCalloutsTests {
    static func page(_ markdown: String, language: Language = .english) -> (page: Page, diagnostics: [Diagnostic]) {
        let result = PageReader().read(bytes: Array(markdown.utf8), path: "p.md", language: language)
        return (result.page, result.diagnostics)
    }

    static let vueLike = """
    # Application API {#application-api}

    ## createApp() {#createapp}

    Creates an application instance.

    - **Type**

      ```ts
      function createApp(rootComponent: Component, rootProps?: object): App
      ```

    - **Details**

      The first argument is the root component.

    - **Example**

      ```js
      const app = createApp({})
      ```

    - **See also** [Guide](/guide/essentials/application)

    ## app.mount() {#app-mount}

    Mounts the instance.

    - **Type**

      ```ts
      interface App {
        mount(rootContainer: Element | string): ComponentPublicInstance
      }
      ```

    - **Expects:** a container.

      :::tip
      Only once per app.
      :::

    """

    @Test func everyEntryWithItsFieldsAndDeclaration() throws {
        let (page, diagnostics) = Self.page(Self.vueLike)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summary))")
        #expect(page.entries.map(\.sectionID) == ["createapp", "app-mount"])
        let first = page.entries[0]
        #expect(first.fields.map(\.label) == ["Type", "Details", "Example", "See also"])
        #expect(first.fields.map(\.kind) == [.declaration, .discussion, .examples, .seeAlso])
        let declaration = try #require(first.declaration)
        #expect(declaration.language == "ts" && declaration.kind == .function && declaration.name == "createApp")
        #expect(declaration.parameters.map(\.name) == ["rootComponent", "rootProps"])
        #expect(page.entries[1].declaration?.name == "mount")
        #expect(page.entries[1].fields.map(\.kind) == [.declaration, .custom])
        // The container inside a field is a callout of the entry's section.
        #expect(page.callouts.map(\.kind) == [.tip])
        #expect(page.callouts.first?.sectionID == "app-mount")
    }

    @Test func aTypeWrittenInlineIsTheEntrysDeclaration() {
        let (page, _) = Self.page("# T\n\n## app.config.performance {#perf}\n\n- **Type:** `boolean`\n\n- **Default:** `false`\n")
        #expect(page.entries.first?.declaration?.returnType == "boolean")
        #expect(page.entries.first?.declaration?.name == "performance")
        #expect(page.entries.first?.fields.map(\.kind) == [.declaration, .defaultValue])
    }

    @Test func aDocCAsideIsACallout() {
        let (page, _) = Self.page("# T\n\nAbstract.\n\n> Important: Call it once.\n")
        #expect(page.callouts.map(\.kind) == [.important])
        #expect(page.callouts.first?.form == .aside)
        let (quote, _) = Self.page("# T\n\nAbstract.\n\n> Someone said: hello.\n")
        #expect(quote.callouts.isEmpty)
    }

    @Test(arguments: ["- *level*\n\n  The level.\n", "- **level**: The level.\n", "- **`level`**\n\n  The level.\n"])
    func parameterNamesInItalicsOrBold(list: String) {
        let (page, diagnostics) = Self.page("# dim(level)\n\nDims.\n\n## Syntax\n\n```js\ndim(level)\n```\n\n## Parameters\n\n" + list)
        #expect(page.parameters.map(\.name) == ["level"])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summary))")
    }

    @Test func aListOfBoldWordsAloneIsNotAnEntry() {
        let (page, _) = Self.page("# T\n\n## Notes\n\n- **Fast** and small.\n- **Safe** by default.\n")
        #expect(page.entries.isEmpty)
    }

    @Test(arguments: [
        ("> [!NOTE]\n> Text.\n", Callout.Kind.note, Callout.Form.alert),
        ("> [!WARNING]\n> Text.\n", .warning, .alert),
        ("> [!CAUTION]\n> Text.\n", .danger, .alert),
        ("> [!CALLOUT]\n> Text.\n", .note, .alert),
        ("> **Note:** Text.\n", .note, .labelled),
        ("> **备注：** 文本。\n", .note, .labelled),
        ("::: warning Not recommended\nText.\n:::\n", .warning, .container),
        (":::info\nText.\n:::\n", .note, .container),
        ("::: danger\nText.\n:::\n", .danger, .container),
    ])
    func calloutsAsProjectsWriteThem(markdown: String, kind: Callout.Kind, form: Callout.Form) {
        let (page, _) = Self.page("# T\n\nAbstract.\n\n## Discussion\n\n" + markdown, language: markdown.contains("备注") ? .simplifiedChinese : .english)
        #expect(page.callouts.map(\.kind) == [kind])
        #expect(page.callouts.first?.form == form)
    }

    /// MDN puts notes inside a parameter's description; they are callouts of that section.
    @Test func aNoteInsideAListIsACallout() {
        let (page, _) = Self.page("# T\n\nAbstract.\n\n## Parameters\n\n- `a`\n  - : The a.\n\n    > [!NOTE]\n    > Careful.\n")
        #expect(page.callouts.map(\.kind) == [.note])
        #expect(page.callouts.first?.sectionID == "parameters")
    }

    @Test func aDetailsContainerIsNotACallout() {
        let (page, _) = Self.page("# T\n\nAbstract.\n\n::: details Show more\nHidden.\n:::\n")
        #expect(page.callouts.isEmpty)
    }

    /// MDN-shaped: the title in front matter, a line of macros, then the abstract; Syntax in
    /// JavaScript makes a symbol page whose parameters come from the definition list.
    @Test func aWebReferencePage() throws {
        let (page, diagnostics) = Self.page("""
        ---
        title: "Lantern: dim() method"
        ---

        {{APIRef("Lantern API")}}{{SecureContext_Header}}

        The **`dim()`** method changes the brightness.

        ## Syntax

        ```js-nolint
        dim(level)
        dim(level, options)
        ```

        ### Parameters

        - `level`
          - : A number.
        - `options` {{optional_inline}}
          - : An object.

        ### Return value

        None ({{jsxref("undefined")}}).

        ## Browser compatibility

        {{Compat}}
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summary))")
        #expect(page.title?.text == "Lantern: dim() method")
        #expect(page.abstract.first?.text == "The dim() method changes the brightness.")
        #expect(page.kind == .symbol)
        #expect(page.declaration?.name == "dim")
        #expect(page.declaration?.parameters.map(\.name) == ["level", "options"])
        #expect(page.parameters.map(\.name) == ["level", "options"])
        #expect(page.sections.map(\.kind) == [.declaration, .parameters, .returnValue, .compatibility])
    }
}
