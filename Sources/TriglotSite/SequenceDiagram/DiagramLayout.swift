/// The columns of a sequence diagram: the state band on the left, then one lane per receiver,
/// every box sized to the words in it.
///
/// The picture is drawn to be shown at its natural size (the page never scales it down, so
/// 13 px text stays 13 px on screen); it is as wide as the page column on a laptop and only
/// grows when its lanes need more room, in which case the figure scrolls sideways.
struct DiagramLayout {
    static let fontSize = 13.0
    static let lineHeight = 17
    /// The page column is 622 px wide at a 1280 px window; a picture this wide fits it unscaled.
    static let preferredWidth = 620
    static let margin = 8
    /// Lane names longer than this wrap onto a second line inside their box.
    static let laneTextWidth = 132.0
    static let lanePadding = 10
    /// Room between the state band and the UIKit box, and between neighbouring boxes.
    static let gap = 16
    /// An arrow to the first delegate is at least this long, so it reads as an arrow.
    static let shortestArrow = 110

    struct Lane {
        var lines: [String]
        var boxWidth: Int
        var x: Int
    }

    let text = DiagramText(fontSize: fontSize)
    private(set) var width: Int
    /// The band's width, from `margin`; state names are written inside it.
    private(set) var stateWidth: Int
    private(set) var lanes: [Lane]
    /// The tallest lane box; all boxes share it so the lifelines start level.
    private(set) var headHeight: Int

    init(laneNames: [String], stateNames: [String]) {
        let text = DiagramText(fontSize: Self.fontSize)
        stateWidth = Int((stateNames.map(text.width).max() ?? 0).rounded(.up)) + 16
        var lanes = laneNames.map { name -> Lane in
            let lines = text.lines(name, maxWidth: Self.laneTextWidth)
            let widest = lines.map(text.width).max() ?? 0
            return Lane(lines: lines, boxWidth: Int(widest.rounded(.up)) + 2 * Self.lanePadding, x: 0)
        }
        headHeight = (lanes.map(\.lines.count).max() ?? 1) * Self.lineHeight + 12
        let systemX = Self.margin + stateWidth + Self.gap + (lanes.first?.boxWidth ?? 0) / 2
        // The least distance between each lane and the one before it: boxes must not touch.
        let spacings = lanes.indices.dropFirst().map { index -> Int in
            let apart = (lanes[index - 1].boxWidth + lanes[index].boxWidth) / 2 + Self.gap
            return index == 1 ? max(apart, Self.shortestArrow) : apart
        }
        let lastHalf = (lanes.last?.boxWidth ?? 0) / 2
        let needed = systemX + spacings.reduce(0, +) + lastHalf + Self.margin
        width = max(Self.preferredWidth, needed)
        // Spare room is shared out evenly so the lanes spread across the picture.
        let spare = spacings.isEmpty ? 0 : (width - needed) / spacings.count
        var x = systemX
        for index in lanes.indices {
            if index > 0 { x += spacings[index - 1] + spare }
            lanes[index].x = x
        }
        self.lanes = lanes
    }

    var systemX: Int { lanes.first?.x ?? Self.margin + stateWidth + Self.gap }

    /// Where the timeline starts, under the lane boxes.
    var top: Int { 12 + headHeight + 14 }

    /// Lines of a label that starts at `x` and may run to the right margin.
    func lines(_ label: String, from x: Int) -> [String] {
        text.lines(label, maxWidth: Double(width - Self.margin - x))
    }
}
