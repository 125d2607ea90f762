import Foundation
import LaunchLifecycle
import Testing
@testable import TriglotSite
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every picture the content draws, in every language, checked the way a reader would find
/// fault: text past the edge of the picture or out of its lane box, text too small, text faded.
@Suite("Lifecycle pictures: nothing falls outside")
struct DiagramGeometryTests {
    static let scenariosFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content/scenarios")

    static var scenarioFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenariosFolder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func picture(_ file: String, language: String) throws -> (svg: String, elements: [SVGElements.Element]) {
        let data = try Data(contentsOf: scenariosFolder.appendingPathComponent(file))
        let scenario = try #require(try ScenarioFile.decode([UInt8](data)).first)
        let svg = SequenceDiagram(labels: .forLanguage(language)).svg(LaunchSimulator.run(scenario), title: file)
        return (svg, try SVGElements.parse(svg))
    }

    @Test func theContentHasScenariosToDraw() {
        #expect(Self.scenarioFiles.count >= 20)
        #expect(Self.scenarioFiles.contains("cold-push-late-delegate.json"))
    }

    @Test(arguments: ["en", "zh-Hans", "ja"])
    func textStaysInsideThePictureAndItsLaneBoxes(language: String) throws {
        let measure = DiagramText(fontSize: DiagramLayout.fontSize)
        for file in Self.scenarioFiles {
            let (_, elements) = try Self.picture(file, language: language)
            let root = try #require(elements.first { $0.name == "svg" })
            let width = try #require(Double(root["width"] ?? ""))
            let height = try #require(Double(root["height"] ?? ""))
            #expect(root["viewBox"] == "0 0 \(Int(width)) \(Int(height))")
            for text in elements where text.name == "text" {
                let x = try #require(Double(text["x"] ?? "")), y = try #require(Double(text["y"] ?? ""))
                let textWidth = measure.width(text.content)
                let left = text["text-anchor"] == "middle" ? x - textWidth / 2 : x
                #expect(left >= 0 && left + textWidth <= width, "\(file) \(language): “\(text.content)” runs from \(left) to \(left + textWidth) in \(width)")
                #expect(y - DiagramLayout.fontSize >= 0 && y + 4 <= height, "\(file) \(language): “\(text.content)” at y \(y)")
                if text["class"] == "lane-name", let box = text.enclosingRect {
                    #expect(left >= box.x && left + textWidth <= box.x + box.width, "\(file) \(language): lane “\(text.content)” spills out of its box")
                    #expect(y - DiagramLayout.fontSize >= box.y && y + 3 <= box.y + box.height)
                }
            }
        }
    }

    @Test(arguments: ["en", "zh-Hans", "ja"])
    func textIsLargeEnoughAndNeverFaded(language: String) throws {
        for file in Self.scenarioFiles {
            let (svg, elements) = try Self.picture(file, language: language)
            let root = try #require(elements.first { $0.name == "svg" })
            #expect(Double(root["font-size"] ?? "0") ?? 0 >= 12)
            #expect(!elements.contains { $0["font-size"] != nil && $0.name != "svg" })
            // Opacity on a text or on a group that holds one lowers its contrast below what its colour promises.
            #expect(!svg.contains(" opacity=\""), "\(file)")
        }
    }

    @Test(arguments: ["en", "zh-Hans", "ja"])
    func readersSeeNoRuleOrScenarioIDs(language: String) throws {
        // Hyphenated ids ("un-delegate-late", "cold-url") never occur in prose; "R1" style ids are checked as "(R1)".
        let hyphenated = (GateRule.allCases.map(\.rawValue) + Self.scenarioFiles.map { String($0.dropLast(5)) }).filter { $0.contains("-") }
        let numbered = GateRule.allCases.map(\.rawValue).filter { !$0.contains("-") }.map { "(\($0))" }
        for file in Self.scenarioFiles {
            let (_, elements) = try Self.picture(file, language: language)
            for text in elements where text.name == "text" || text.name == "desc" {
                let shown = hyphenated + numbered
                #expect(!shown.contains { text.content.contains($0) }, "\(file): \(text.content)")
            }
        }
    }
}
