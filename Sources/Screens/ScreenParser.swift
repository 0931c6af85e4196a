import Foundation
import LayoutTypes
import ProjectFiles
import TextLayout
import Yams

/// Reads `*.layout.yaml` screen files into `ScreenDefinition`s; every error names
/// file:line:column.
///
/// ```yaml
/// name: chatInput                 # optional: defaults to the file name
/// background: systemBackground
/// metrics: {gap: 8}
/// views:
///   - view: bar                   # kind: identifier
///     background: "#F2F2F7"
///     subviews:
///       - textField: field
///         placeholder: chat.placeholder     # a string-table key
///         hugging: {horizontal: 249}
///       - button: send
///         title: chat.send
///         resistance: {horizontal: 751}
/// constraints:
///   - "H:|-[field]-[send]-|"                          # Visual Format Language
///   - {vfl: "V:|-6-[field]-6-|", options: [alignAllCenterY]}
///   - bar.bottom == safeArea.bottom                   # an equation
///   - field.width >= 0.5 * bar.width - gap @750
/// ```
package enum ScreenParser {
    static let reservedIdentifiers: Set<String> = ["root", "superview", "safeArea", "margins", "readable"]

    /// How deeply views may nest (the root's subviews are level 1). Parsing, building, laying
    /// out and drawing a tree each recurse once per level, and about 450 levels overflowed the
    /// command's 8 MB stack in this parser alone (debug build); real screens use a few dozen.
    /// libyaml itself refuses YAML nested deeper than 1000 collections.
    package static let maximumViewDepth = 200

    /// The longest screen name, in bytes (ASCII, as names are).
    package static let maximumNameLength = 100

    package static func load(_ url: URL, displayName: String) throws -> ScreenDefinition {
        let yaml = try YAMLValue.load(url, displayName: displayName)
        var defaultName = url.lastPathComponent
        for suffix in [".layout.yaml", ".layout.yml", ".yaml", ".yml"] where defaultName.hasSuffix(suffix) {
            defaultName = String(defaultName.dropLast(suffix.count))
            break
        }
        return try parse(yaml, defaultName: defaultName)
    }

    package static func parse(text: String, file: String, defaultName: String) throws -> ScreenDefinition {
        try parse(YAMLValue.parse(text, file: file), defaultName: defaultName)
    }

    static func parse(_ yaml: YAMLValue, defaultName: String) throws -> ScreenDefinition {
        let top = try yaml.mapping("a screen file")
        let name = try top["name"]?.string("name") ?? defaultName
        guard PathSanitizer.component(name) == name else {
            throw (top["name"] ?? yaml).error("the screen name '\(name)' may only use letters, digits, '.', '_' and '-' (it names baseline folders)")
        }
        // A folder name: file systems stop at 255 bytes, and the atomic write's temporary
        // file adds about 50 to the longest name beside it.
        guard name.utf8.count <= maximumNameLength else {
            throw (top["name"] ?? yaml).error("the screen name is \(name.utf8.count) characters long; at most \(maximumNameLength) (it names a baseline folder)")
        }
        var metrics: [String: Double] = [:]
        if let value = top["metrics"] {
            for entry in try value.mapping("metrics").entries {
                metrics[entry.key] = try entry.value.double("the metric '\(entry.key)'")
            }
        }
        let background = try top["background"].map(color)
        var identifiers: [String: SourceLocation] = [:]
        var notes: [String] = []
        let views = try (top["views"]?.list("views") ?? []).map { try view($0, depth: 1, identifiers: &identifiers, notes: &notes) }
        var constraints: [ConstraintDeclaration] = []
        for entry in try top["constraints"]?.list("constraints") ?? [] {
            constraints.append(try constraint(entry, metrics: metrics, identifiers: identifiers))
        }
        try top.rejectUnknownKeys(known: ["name", "background", "metrics", "views", "constraints"])
        var definition = ScreenDefinition(name: name, file: yaml.file, background: background, metrics: metrics, views: views,
                                          constraints: constraints)
        definition.notes = notes
        return definition
    }

    static let viewKeys = ["text", "literal", "count", "placeholder", "title", "font", "style", "weight", "size", "color",
                           "lines", "lineBreak", "align", "on", "background", "cornerRadius", "border", "alpha", "hidden", "clips",
                           "semantic", "hugging", "resistance", "intrinsicSize", "imageSize", "margins", "frame",
                           "autoresizing", "axis", "distribution", "alignment", "spacing", "customSpacing",
                           "layoutMarginsRelative", "baselineRelative", "subviews", "arranged"]

    private static func view(_ value: YAMLValue, depth: Int, identifiers: inout [String: SourceLocation],
                             notes: inout [String]) throws -> ViewDeclaration {
        guard depth <= maximumViewDepth else {
            throw value.error("views nest deeper than \(maximumViewDepth) levels here (this one would be level \(depth)); "
                + "flatten the tree")
        }
        let mapping = try value.mapping("a view")
        let kinds = ViewKind.allCases.filter { kind in mapping.entries.contains { $0.key == kind.rawValue } }
        guard kinds.count == 1, let kind = kinds.first else {
            throw value.error("a view needs exactly one kind key with its identifier, such as `label: title` "
                + "(kinds: \(ViewKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let idValue = try mapping.required(kind.rawValue)
        let id = try idValue.string("a view identifier")
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), id.first?.isNumber == false else {
            throw idValue.error("the identifier '\(id)' must be letters, digits and '_', not starting with a digit")
        }
        guard !reservedIdentifiers.contains(id) else {
            throw idValue.error("'\(id)' is reserved (root, superview, safeArea, margins, readable)")
        }
        if let previous = identifiers[id] {
            throw idValue.error("the identifier '\(id)' is already used at \(previous)")
        }
        identifiers[id] = idValue.location

        var view = ViewDeclaration(id: id, kind: kind, location: idValue.location)
        let count = try mapping["count"]?.int("count")
        if let key = mapping["text"] { view.text = .key(try key.string("text"), count: count) }
        if let literal = mapping["literal"] {
            guard view.text == nil else { throw literal.error("give either text (a key) or literal, not both") }
            view.text = .literal(try literal.string("literal"))
        }
        if let title = mapping["title"] {
            guard kind == .button else { throw title.error("title is for buttons; labels use text") }
            guard view.text == nil else { throw title.error("give either title or text, not both") }
            view.text = .key(try title.string("title"), count: count)
        }
        if let placeholder = mapping["placeholder"] {
            guard kind == .textField else { throw placeholder.error("placeholder is for text fields") }
            view.placeholder = .key(try placeholder.string("placeholder"), count: nil)
        }
        if view.text != nil, ![.label, .button, .textField].contains(kind) {
            throw value.error("a \(kind.rawValue) has no text; only labels, buttons and text fields do")
        }
        view.font = try font(mapping)
        view.textColor = try mapping["color"].map(color)
        if let lines = mapping["lines"] {
            view.numberOfLines = try lines.int("lines")
            guard (view.numberOfLines ?? 0) >= 0 else { throw lines.error("lines must be 0 (unlimited) or more") }
        }
        if let mode = mapping["lineBreak"] {
            let text = try mode.string("lineBreak")
            guard ["word", "char", "clip", "head", "middle", "tail"].contains(text) else {
                throw mode.error("lineBreak must be word, char, clip, head, middle or tail")
            }
            view.lineBreakMode = text
        }
        if let align = mapping["align"] {
            let text = try align.string("align")
            guard ["natural", "left", "center", "right", "justified"].contains(text) else {
                throw align.error("align must be natural, left, center, right or justified")
            }
            view.textAlignment = text
        }
        view.background = try mapping["background"].map(color)
        view.cornerRadius = try mapping["cornerRadius"].map { try nonNegative($0, "cornerRadius") }
        if let border = mapping["border"] {
            let borderMapping = try border.mapping("border")
            view.borderWidth = try borderMapping.required("width").double("border.width")
            view.borderColor = try borderMapping["color"].map(color) ?? Color(red: 0, green: 0, blue: 0)
            try borderMapping.rejectUnknownKeys(known: ["width", "color"])
        }
        if let alpha = mapping["alpha"] {
            view.alpha = try alpha.double("alpha")
            guard (0...1).contains(view.alpha ?? 0) else { throw alpha.error("alpha must be between 0 and 1") }
        }
        if let on = mapping["on"] {
            guard kind == .switch else { throw on.error("on is for switches") }
            view.isOn = try on.bool("on")
        }
        view.isHidden = try mapping["hidden"]?.bool("hidden") ?? false
        view.clipsToBounds = try mapping["clips"]?.bool("clips") ?? false
        if let semantic = mapping["semantic"] {
            let text = try semantic.string("semantic")
            guard ["unspecified", "forceLeftToRight", "forceRightToLeft", "playback", "spatial"].contains(text) else {
                throw semantic.error("semantic must be unspecified, forceLeftToRight, forceRightToLeft, playback or spatial")
            }
            view.semanticContentAttribute = text
        }
        view.hugging = try priorities(mapping["hugging"], "hugging")
        view.resistance = try priorities(mapping["resistance"], "resistance")
        if let old = mapping["imageSize"] {
            // The first spelling, for images only in name; `intrinsicSize` is what it sets, spelt
            // as layoutcheck.yml's `intrinsicSizes:` entries are.
            if let both = mapping["intrinsicSize"] { throw both.error("give intrinsicSize only (imageSize is its old spelling)") }
            notes.append("note: \(old.location): imageSize is deprecated; write intrinsicSize (the same [width, height] or {width:, height:})")
        }
        if let (key, size) = [("intrinsicSize", mapping["intrinsicSize"]), ("imageSize", mapping["imageSize"])].first(where: { $0.1 != nil }),
           let size {
            view.intrinsicSize = try intrinsicSize(size, key)
        }
        if let margins = mapping["margins"] {
            let values = try margins.list("margins").map { try $0.double("margins") }
            guard values.count == 4 else { throw margins.error("margins must be [top, leading, bottom, trailing]") }
            view.margins = (values[0], values[1], values[2], values[3])
        }
        if let frame = mapping["frame"] {
            let values = try frame.list("frame").map { try $0.double("frame") }
            guard values.count == 4, values[2] >= 0, values[3] >= 0 else { throw frame.error("frame must be [x, y, width, height]") }
            view.frame = (values[0], values[1], values[2], values[3])
        }
        if let mask = mapping["autoresizing"] {
            let known = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
            for item in try mask.list("autoresizing") {
                let flag = try item.string("an autoresizing flag")
                guard known.contains(flag) else { throw item.error("unknown autoresizing flag '\(flag)' (\(known.joined(separator: ", ")))") }
                view.autoresizingMask.append(flag)
            }
            guard view.frame != nil else { throw mask.error("an autoresizing view needs a frame: [x, y, width, height]") }
        }
        if kind == .stack {
            view.stack = try stack(mapping)
        } else {
            for key in ["axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelative", "baselineRelative", "arranged"] {
                if let misplaced = mapping[key] { throw misplaced.error("\(key) is a stack setting; this view is a \(kind.rawValue)") }
            }
        }
        let childrenKey = kind == .stack ? "arranged" : "subviews"
        if kind == .stack, let misplaced = mapping["subviews"] {
            throw misplaced.error("a stack lists its views under arranged:")
        }
        view.subviews = try (mapping[childrenKey]?.list(childrenKey) ?? []).map {
            try self.view($0, depth: depth + 1, identifiers: &identifiers, notes: &notes)
        }
        if let custom = view.stack?.customSpacing.keys.sorted().first(where: { key in !view.subviews.contains { $0.id == key } }),
           let location = mapping["customSpacing"]?.location {
            throw LayoutCheckError.configuration("customSpacing names '\(custom)', which is not arranged in this stack", at: location)
        }
        try mapping.rejectUnknownKeys(known: ViewKind.allCases.map(\.rawValue) + viewKeys)
        return view
    }

    /// `{width: 40, height: 24}` (as `intrinsicSizes:` in layoutcheck.yml) or `[40, 24]`.
    private static func intrinsicSize(_ value: YAMLValue, _ key: String) throws -> (width: Double, height: Double) {
        if value.isMapping {
            let sides = try value.mapping(key)
            let size = (try nonNegative(try sides.required("width"), "\(key).width"), try nonNegative(try sides.required("height"), "\(key).height"))
            try sides.rejectUnknownKeys(known: ["width", "height"])
            return size
        }
        let values = try value.list(key).map { try nonNegative($0, key) }
        guard values.count == 2 else { throw value.error("\(key) must be {width: W, height: H} or [W, H]") }
        return (values[0], values[1])
    }

    private static func font(_ mapping: YAMLMapping) throws -> FontDeclaration? {
        if let style = mapping["style"] {
            let text = try style.string("style")
            guard let textStyle = TextStyle(name: text) else {
                throw style.error("unknown text style '\(text)' (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            if let size = mapping["size"] { throw size.error("give either style (Dynamic Type) or size, not both") }
            if let font = mapping["font"] { throw font.error("give either style (Dynamic Type) or font, not both") }
            return .style(textStyle)
        }
        guard let size = mapping["size"] else {
            if let weight = mapping["weight"] { throw weight.error("weight needs a size") }
            if let font = mapping["font"] { throw font.error("font needs a size") }
            return nil
        }
        let points = try size.double("size")
        guard points > 0, points <= 500 else { throw size.error("size must be between 0 and 500 points") }
        var weight = FontWeight.regular
        if let value = mapping["weight"] {
            let text = try value.string("weight")
            guard let parsed = FontWeight(rawValue: text) else {
                throw value.error("unknown weight '\(text)' (\(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            weight = parsed
        }
        if let font = mapping["font"] {
            let name = try font.string("font")
            guard !name.isEmpty, name.count <= 128 else { throw font.error("font must be a font's PostScript or family name") }
            return .named(name, size: points, weight: weight)
        }
        return .system(size: points, weight: weight)
    }

    private static func stack(_ mapping: YAMLMapping) throws -> StackDeclaration {
        var stack = StackDeclaration()
        if let axis = mapping["axis"] {
            let text = try axis.string("axis")
            guard let value = StackDeclaration.Axis(rawValue: text) else { throw axis.error("axis must be horizontal or vertical") }
            stack.axis = value
        }
        if let distribution = mapping["distribution"] {
            let text = try distribution.string("distribution")
            guard let value = StackDeclaration.Distribution(rawValue: text) else {
                throw distribution.error("unknown distribution '\(text)' (\(StackDeclaration.Distribution.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            stack.distribution = value
        }
        if let alignment = mapping["alignment"] {
            let text = try alignment.string("alignment")
            guard let value = StackDeclaration.Alignment(rawValue: text) else {
                throw alignment.error("unknown alignment '\(text)' (\(StackDeclaration.Alignment.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            stack.alignment = value
        }
        if let spacing = mapping["spacing"] { stack.spacing = try spacing.double("spacing") }
        if let custom = mapping["customSpacing"] {
            for entry in try custom.mapping("customSpacing").entries {
                stack.customSpacing[entry.key] = try entry.value.double("customSpacing")
            }
        }
        stack.layoutMarginsRelative = try mapping["layoutMarginsRelative"]?.bool("layoutMarginsRelative") ?? false
        stack.baselineRelative = try mapping["baselineRelative"]?.bool("baselineRelative") ?? false
        return stack
    }

    private static func priorities(_ value: YAMLValue?, _ what: String) throws -> AxisPriorities {
        guard let value else { return AxisPriorities() }
        func priority(_ item: YAMLValue) throws -> Double {
            let number = try item.double(what)
            guard (1...1000).contains(number) else { throw item.error("\(what) priority must be between 1 and 1000") }
            return number
        }
        if !value.isMapping {
            let both = try priority(value)
            return AxisPriorities(horizontal: both, vertical: both)
        }
        let mapping = try value.mapping(what)
        let result = AxisPriorities(horizontal: try mapping["horizontal"].map(priority), vertical: try mapping["vertical"].map(priority))
        try mapping.rejectUnknownKeys(known: ["horizontal", "vertical"])
        return result
    }

    private static func color(_ value: YAMLValue) throws -> Color {
        let text = try value.string("a colour")
        guard let color = Color.parse(text) else {
            throw value.error("'\(text)' is not a colour (#RRGGBB, #RRGGBBAA or one of \(Color.named.keys.sorted().joined(separator: ", ")))")
        }
        return color
    }

    private static func nonNegative(_ value: YAMLValue, _ what: String) throws -> Double {
        let number = try value.double(what)
        guard number >= 0 else { throw value.error("\(what) must not be negative") }
        return number
    }

    static let vflOptions = ["alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
                             "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline",
                             "alignAllFirstBaseline", "directionLeadingToTrailing", "directionLeftToRight",
                             "directionRightToLeft", "spacingEdgeToEdge", "spacingBaselineToBaseline"]

    private static func constraint(_ value: YAMLValue, metrics: [String: Double],
                                   identifiers: [String: SourceLocation]) throws -> ConstraintDeclaration {
        if value.isMapping {
            let mapping = try value.mapping("a constraint")
            if let vfl = mapping["vfl"] {
                var options: [String] = []
                for item in try mapping["options"]?.list("options") ?? [] {
                    let option = try item.string("a format option")
                    guard vflOptions.contains(option) else {
                        throw item.error("unknown format option '\(option)' (\(vflOptions.joined(separator: ", ")))")
                    }
                    options.append(option)
                }
                try mapping.rejectUnknownKeys(known: ["vfl", "options"])
                return try visualFormat(vfl, options: options, identifiers: identifiers)
            }
            let equationValue = try mapping.required("equation")
            let identifier = try mapping["id"]?.string("id")
            try mapping.rejectUnknownKeys(known: ["vfl", "options", "equation", "id"])
            guard case let .equation(equation, location) = try parseEquation(equationValue, metrics: metrics, identifiers: identifiers) else {
                throw equationValue.error("expected an equation")
            }
            var named = equation
            named.identifier = identifier
            return .equation(named, location: location)
        }
        let text = try value.string("a constraint")
        if text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[") {
            return try visualFormat(value, options: [], identifiers: identifiers)
        }
        return try parseEquation(value, metrics: metrics, identifiers: identifiers)
    }

    /// The file position of a character offset inside a scalar (exact for single-line
    /// plain and quoted scalars, which constraints are).
    static func location(of value: YAMLValue, offset: Int) -> SourceLocation {
        var location = value.location
        var quoted = false
        if case let .scalar(scalar) = value.node { quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted }
        location.column = location.column.map { $0 + offset + (quoted ? 1 : 0) }
        return location
    }

    private static func visualFormat(_ value: YAMLValue, options: [String], identifiers: [String: SourceLocation]) throws -> ConstraintDeclaration {
        let text = try value.string("a visual format")
        // Names in brackets must be declared views; the full grammar is checked by AutoLayout.
        var offset = 0
        for character in text {
            defer { offset += 1 }
            guard character == "[" else { continue }
            let rest = text.dropFirst(offset + 1)
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty, identifiers[name] == nil {
                throw LayoutCheckError.configuration("the visual format names '\(name)', which is not a declared view",
                                                     at: location(of: value, offset: offset + 1))
            }
        }
        return .visualFormat(text, options: options, location: value.location)
    }

    private static func parseEquation(_ value: YAMLValue, metrics: [String: Double],
                                      identifiers: [String: SourceLocation]) throws -> ConstraintDeclaration {
        let text = try value.string("a constraint")
        let equation: Equation
        do {
            equation = try EquationParser.parse(text, metrics: metrics)
        } catch {
            throw LayoutCheckError.configuration("\(error.message) in '\(text)'", at: location(of: value, offset: error.offset))
        }
        for reference in [equation.first] + (equation.second.map { [$0] } ?? []) {
            let owner: String?
            switch reference.item {
            case .root: owner = nil
            case let .view(name): owner = name
            case let .guide(name, _): owner = name
            }
            if let owner, identifiers[owner] == nil {
                let offset = text.range(of: owner).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
                throw LayoutCheckError.configuration("'\(owner)' is not a declared view in '\(text)'", at: location(of: value, offset: offset))
            }
        }
        return .equation(equation, location: value.location)
    }
}
