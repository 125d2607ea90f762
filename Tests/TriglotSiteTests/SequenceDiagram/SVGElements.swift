import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of a picture in document order, with their attributes, their text, and for a
/// text the lane box drawn just before it in the same group, so tests can check geometry.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var content = ""
        var enclosingRect: (x: Double, y: Double, width: Double, height: Double)?
        subscript(attribute: String) -> String? { attributes[attribute] }
    }

    private var elements: [Element] = []
    private var open: [Int] = []
    private var lastRectInGroup: (x: Double, y: Double, width: Double, height: Double)?

    static func parse(_ svg: String) throws -> [Element] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = SVGElements()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return collector.elements
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        var element = Element(name: name, attributes: attributes)
        if name == "g" { lastRectInGroup = nil }
        if name == "rect", let x = Double(attributes["x"] ?? ""), let y = Double(attributes["y"] ?? ""),
           let width = Double(attributes["width"] ?? ""), let height = Double(attributes["height"] ?? "") {
            lastRectInGroup = (x, y, width, height)
        }
        if name == "text" { element.enclosingRect = lastRectInGroup }
        elements.append(element)
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].content += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        if name == "g" { lastRectInGroup = nil }
    }
}
