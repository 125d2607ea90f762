import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// libFuzzer entry point (built by Scripts/fuzz): every input is one page, read like a file from
/// Content/ and pushed through everything the model level owns. A crash, a sanitizer report or a
/// broken invariant below is a finding.
///
/// The first byte chooses how the rest is used, so one corpus covers all of it:
/// bits 0–1 the language, bit 2 wrap the rest as front matter above a title, bits 3–5 all set
/// also run every check with the page as English source and as its own Japanese translation
/// (an eighth of the inputs: the checks cost ten times the rest).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    var bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if control & 0x04 != 0 {
        bytes = Array("---\n".utf8) + bytes + Array("\n---\n# Title\n\nText.\n".utf8)
    }
    let languages = [Language.english, .simplifiedChinese, .japanese, .english]
    let language = languages[Int(control & 0x03)]
    let path = "Content/\(language.code)/p.md"
    let result = PageReader().read(bytes: bytes, path: path, language: language)
    verifyPlaced(result.diagnostics, lineCount: result.source.lineCount)

    if let document = result.page.document {
        let html = Array(HTMLRenderer().render(document.root).utf8)
        let problems = HTMLAudit.problems(in: html)
        if !problems.isEmpty {
            fatalError("unsafe HTML: \(problems)\n" + String(decoding: html.prefix(2000), as: UTF8.self))
        }
        _ = document.root.treeDump()
    }
    _ = try? ModelJSON.encode(result.page)

    if control & 0x38 == 0x38 {
        let english = loaded(result, path: path, language: language)
        let japanese = loaded(PageReader().read(bytes: bytes, path: "Content/ja/p.md", language: .japanese), path: "Content/ja/p.md", language: .japanese)
        let content = ContentSet(folder: "Content", configuration: .standard, glossary: Glossary(),
                                 pages: [.english: ["p.md": english], .japanese: ["p.md": japanese]],
                                 scenarios: [:], diagnostics: [])
        let diagnostics = CheckRunner().run(content)
        verifyPlaced(diagnostics, lineCount: max(result.source.lineCount, 1) + 1)
    }
    return 0
}

private func loaded(_ result: PageReader.Result, path: String, language: Language) -> LoadedPage {
    var page = result.page
    page.path = "p.md"
    return LoadedPage(path: "p.md", language: language, displayPath: path, page: page, source: result.source, diagnostics: result.diagnostics)
}

/// Every diagnostic names a file and a line that exists (or the line just past the end).
private func verifyPlaced(_ diagnostics: [Diagnostic], lineCount: Int) {
    for diagnostic in diagnostics {
        let line = diagnostic.range?.lowerBound.line ?? 0
        if diagnostic.path.isEmpty || line < 1 || line > lineCount + 1 {
            fatalError("misplaced diagnostic \(diagnostic.id) at line \(line) of \(lineCount): \(diagnostic.summary)")
        }
    }
}
