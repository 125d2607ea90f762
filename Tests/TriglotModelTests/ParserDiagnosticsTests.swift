import Testing
import TriglotMarkup
@testable import TriglotModel

@Suite("Problems in pages are diagnostics with the right line")
struct ParserDiagnosticsTests {
    @Test func bilingualHeadingsAreRecognised() throws {
        let result = try Fixture.read("bilingual-headings.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.page.sections.map(\.kind) == [.declaration, .parameters, .discussion])
        #expect(result.page.sections[0].headingLanguages == ["en", "zh-Hans"])
        #expect(result.page.parameters.map(\.name) == ["application"])
        #expect(result.page.parameters.first?.blocks.count == 2)
        #expect(result.page.callouts.first?.kind == .note)
        #expect(result.page.callouts.first?.labels == ["Note", "注意"])
        #expect(result.page.declaration?.symbol == "applicationDidBecomeActive(_:)")
    }

    @Test func unknownSectionInASymbolPage() throws {
        let result = try Fixture.read("unknown-section.md")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.id == "model.unknown-section")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.range?.lowerBound.line == 11)
        #expect(diagnostic.summary.contains("Discusion"))
        #expect(result.page.parameters.map(\.name) == ["application"])
    }

    @Test func invalidSwiftDeclaration() throws {
        let result = try Fixture.read("invalid-declaration.md")
        let diagnostic = try #require(result.diagnostics.first { $0.id == "model.invalid-declaration" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.range?.lowerBound.line == 8)
        #expect(result.page.declaration?.isValid == false)
    }

    @Test(arguments: [
        ("```swift\nfunc f(x: Int -> Bool\n```", 8),
        ("```swift\nlet = 3\n```", 8),
        ("```swift\n\n\nfunc g(\n```", 10),
    ])
    func invalidDeclarationsPointAtTheirLine(code: String, line: Int) {
        let text = "# f(x:)\n\nAbstract.\n\n## Declaration\n\n" + code + "\n"
        let result = PageReader().read(bytes: Array(text.utf8), path: "f.md", language: .english)
        let diagnostic = result.diagnostics.first { $0.id == "model.invalid-declaration" }
        #expect(diagnostic?.range?.lowerBound.line == line)
    }

    /// A block without a language that is not Swift is in another language: read, not reported.
    @Test(arguments: [
        ("```\n'infer' | 'syntax' | 'annotation' | 'all'\n```", false),
        ("```\n(filename: string | null, event: LoggerEvent) => void\n```", false),
        ("```\nfunction log(event: LoggerEvent): void\n```", false),
        ("```\nfunc f(x: Int) -> Bool\n```", true),
        ("```swift\n'infer' | 'all'\n```", false),
    ])
    func unlabelledDeclarationsInOtherLanguages(code: String, swift: Bool) throws {
        let text = "# f\n\nAbstract.\n\n## Declaration\n\n" + code + "\n"
        let result = PageReader().read(bytes: Array(text.utf8), path: "f.md", language: .english)
        let declaration = try #require(result.page.declaration)
        let labelledSwift = code.hasPrefix("```swift")
        #expect(result.diagnostics.contains { $0.id.hasPrefix("model.") && $0.id.contains("declaration") } == labelledSwift)
        #expect((declaration.language == "swift") == (swift || labelledSwift))
    }

    @Test func typeDeclarationsWithoutBodyAreValid() {
        let text = "# LaunchOptionsKey\n\nKeys.\n\n## Declaration\n\n```swift\nstruct LaunchOptionsKey\n```\n"
        let result = PageReader().read(bytes: Array(text.utf8), path: "k.md", language: .english)
        #expect(result.diagnostics.isEmpty)
        #expect(result.page.declaration?.kind == .structure)
        #expect(result.page.declaration?.symbol == "LaunchOptionsKey")
    }

    @Test func missingTitle() {
        let result = PageReader().read(bytes: Array("Just text.\n".utf8), path: "x.md", language: .english)
        #expect(result.diagnostics.map(\.id) == ["model.missing-title"])
    }

    @Test func emptyFileIsAWarningNotACrash() {
        let result = PageReader().read(bytes: [], path: "empty.md", language: .english)
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func oversizedFileIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: "<"), count: PageReader.maximumBytes + 1)
        let result = PageReader().read(bytes: bytes, path: "big.md", language: .english)
        #expect(result.diagnostics.map(\.id) == ["model.file-too-large"])
    }

    @Test func invalidUTF8AndNULArePointedAt() {
        let bytes: [UInt8] = Array("# T\n\nok\nbad ".utf8) + [0xC0, 0x80] + Array(" and \u{0}\n".utf8)
        let result = PageReader().read(bytes: bytes, path: "enc.md", language: .english)
        let ids = result.diagnostics.map(\.id)
        #expect(ids.contains("model.invalid-utf8"))
        #expect(ids.contains("model.nul-byte"))
        #expect(result.diagnostics.map { $0.range?.lowerBound } == [SourceLocation(line: 4, column: 5), SourceLocation(line: 4, column: 12)])
    }

    @Test func bidiControlsAreWarned() {
        let result = PageReader().read(bytes: Array("# T\u{202E}x\n".utf8), path: "b.md", language: .english)
        #expect(result.diagnostics.map(\.id) == ["model.bidi-control"])
        #expect(result.diagnostics.first?.range?.lowerBound == SourceLocation(line: 1, column: 4))
    }
}
