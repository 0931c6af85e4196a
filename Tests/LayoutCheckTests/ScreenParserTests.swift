import AutoLayout
import Foundation
import Testing
import TextLayout
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Screens
import Localization
import Scenarios

@Suite struct EquationParserTests {
    @Test func parsesConstantsMultipliersAndPriorities() throws {
        let a = try EquationParser.parse("title.leading == safeArea.leading + 16 @750")
        #expect(a.first == AnchorReference(item: .view("title"), attribute: .leading))
        #expect(a.second == AnchorReference(item: .guide(owner: nil, .safeArea), attribute: .leading))
        #expect(a.relation == .equal)
        #expect(a.multiplier == 1)
        #expect(a.constant == 16)
        #expect(a.priority == 750)

        let b = try EquationParser.parse("image.width == 0.5 * card.width")
        #expect(b.second == AnchorReference(item: .view("card"), attribute: .width))
        #expect(b.multiplier == 0.5)
        #expect(b.constant == 0)
        #expect(b.priority == 1000)

        // card.height * 2 - gap + 4, with gap = 10: multiplier 2, constant −10 + 4 = −6.
        let c = try EquationParser.parse("image.height <= card.height * 2 - gap + 4 @low", metrics: ["gap": 10])
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.multiplier == 2)
        #expect(c.constant == -6)
        #expect(c.priority == 250)

        let d = try EquationParser.parse("button.width >= 44")
        #expect(d.second == nil)
        #expect(d.constant == 44)

        let e = try EquationParser.parse("bar.bottom == root.bottom - 10")
        #expect(e.second?.item == .root)
        #expect(e.constant == -10)

        let f = try EquationParser.parse("button.centerY == toolbar.safeArea.centerY")
        #expect(f.second == AnchorReference(item: .guide(owner: "toolbar", .safeArea), attribute: .centerY))
    }

    @Test func errorsCarryTheOffset() {
        // "title.leading = x": '=' alone is not a relation; the tokenizer stops at offset 14.
        #expect(throws: EquationParser.Failure(offset: 14, message: "unexpected character '='")) {
            try EquationParser.parse("title.leading = x")
        }
        // A position against a dimension does not compile in UIKit either.
        #expect(throws: EquationParser.Failure.self) { try EquationParser.parse("title.leading == card.width") }
        // A position cannot equal a constant.
        #expect(throws: EquationParser.Failure.self) { try EquationParser.parse("title.top == 20") }
        // Priorities are 1…1000.
        #expect(throws: EquationParser.Failure.self) { try EquationParser.parse("a.width == 20 @1001") }
        // An unknown attribute is named.
        #expect(throws: EquationParser.Failure.self) { try EquationParser.parse("a.middle == b.middle") }
    }
}

@Suite struct ScreenParserTests {
    let chat = """
    background: systemBackground
    metrics: {gap: 6}
    views:
      - view: bar
        background: "#F2F2F7"
        subviews:
          - textField: field
            placeholder: chat.placeholder
            hugging: {horizontal: 249}
          - button: send
            title: chat.send
            resistance: {horizontal: 751}
      - stack: tabs
        axis: horizontal
        distribution: fillEqually
        arranged:
          - label: first
            text: tab.first
            style: caption2
            lines: 1
          - label: second
            literal: "Zwei"
            size: 17
            weight: semibold
    constraints:
      - "H:|-[field]-[send]-|"
      - {vfl: "V:|-gap-[field]-gap-|", options: [alignAllCenterY]}
      - bar.bottom == safeArea.bottom
      - bar.leading == root.leading
    """

    @Test func readsTheTreeAndConstraints() throws {
        let screen = try ScreenParser.parse(text: chat, file: "chat.layout.yaml", defaultName: "chat")
        #expect(screen.name == "chat")
        #expect(screen.allViews.map(\.id) == ["bar", "field", "send", "tabs", "first", "second"])
        #expect(screen.allViews.map(\.kind) == [.view, .textField, .button, .stack, .label, .label])
        let field = screen.views[0].subviews[0]
        #expect(field.placeholder == .key("chat.placeholder", count: nil))
        #expect(field.hugging == AxisPriorities(horizontal: 249, vertical: nil))
        #expect(screen.views[0].subviews[1].text == .key("chat.send", count: nil))
        #expect(screen.views[0].background == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(screen.views[1].stack?.distribution == .fillEqually)
        #expect(screen.views[1].subviews[0].font == .style(.caption2))
        #expect(screen.views[1].subviews[1].font == .system(size: 17, weight: .semibold))
        #expect(screen.views[1].subviews[1].text == .literal("Zwei"))
        #expect(screen.constraints.count == 4)
        if case let .visualFormat(format, options, _) = screen.constraints[1] {
            #expect(format == "V:|-gap-[field]-gap-|")
            #expect(options == ["alignAllCenterY"])
        } else {
            Issue.record("expected a visual format")
        }
    }

    func expectError(_ text: String, _ message: String, line: Int, column: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try ScreenParser.parse(text: text, file: "s.layout.yaml", defaultName: "s")
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch let error as LayoutCheckError {
            #expect(error.location == LayoutCheck.SourceLocation(file: "s.layout.yaml", line: line, column: column), sourceLocation: sourceLocation)
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func errorsPointAtTheirPlace() {
        // Line 28 is `  - bar.bottom == safeArea.bottom`; the scalar starts at column 5 and
        // "safeArea.botom" at offset 14 → column 19.
        expectError(chat.replacingOccurrences(of: "safeArea.bottom", with: "safeArea.botom"),
                    "is not item.attribute", line: 28, column: 19)
        // An undeclared view in a VFL string: line 26 `  - "H:|-[field]-[sned]-|"`, the quote
        // at column 5; in the text "[field]" spans offsets 4…10, "-" 11, "[" 12, so "sned"
        // starts at offset 13 → column 5 + 1 + 13 = 19.
        expectError(chat.replacingOccurrences(of: "[send]-|", with: "[sned]-|"),
                    "'sned', which is not a declared view", line: 26, column: 19)
        // A duplicate identifier: line 21 is `      - label: first`, the value at column 16.
        expectError(chat.replacingOccurrences(of: "label: second", with: "label: first"),
                    "already used", line: 21, column: 16)
        // A misspelt key on line 9.
        expectError(chat.replacingOccurrences(of: "hugging:", with: "huging:"), "unknown key 'huging'", line: 9, column: 9)
        // Unknown text style: line 19 is `        style: caption9`, the value at column 16.
        expectError(chat.replacingOccurrences(of: "caption2", with: "caption9"), "unknown text style", line: 19, column: 16)
        // Tabs are not YAML indentation: libyaml's error points into line 2.
        expectError("views:\n\t- view: a\n", "invalid YAML", line: 2, column: 1)
        // An undeclared view in an equation: `ghost` on line 29 at offset 0 → column 5.
        expectError(chat.replacingOccurrences(of: "bar.leading == root.leading", with: "ghost.leading == root.leading"),
                    "'ghost' is not a declared view", line: 29, column: 5)
    }

    @Test func reservedAndHostileNames() {
        expectError("views:\n  - view: safeArea\n", "reserved", line: 2, column: 11)
        expectError("name: ../../etc\nviews: []\n", "may only use letters", line: 1, column: 7)
        expectError("views:\n  - view: a/b\n", "must be letters", line: 2, column: 11)
    }
}

/// `on:` turns a screen file's switch on; the layout result carries it to rendering.
@Suite struct SwitchStateTests {
    @Test func onSetsASwitchAndOnlyASwitch() throws {
        let screen = try ScreenParser.parse(text: """
            views:
              - switch: wifi
                on: true
              - switch: bluetooth
            constraints:
              - wifi.top == root.top
              - wifi.leading == root.leading
              - bluetooth.top == wifi.bottom
              - bluetooth.leading == root.leading
            """, file: "s.layout.yaml", defaultName: "s")
        let tables = StringTables(languages: ["en": [:]])
        let locale = try #require(ScenarioLocale.resolve("en", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        let built = try ScreenBuilder.build(screen, localizer: Localizer(locale: locale, tables: tables))
        let engine = try LayoutEngine(root: built.root, environment: Environment(windowSize: Size(width: 375, height: 667), scale: 2),
                                      measurer: PangoTextMeasurer(engine: try TextLayoutEngine.shared()))
        let controls = engine.layout().views.map(\.control)
        #expect(controls == [nil, .toggle(isOn: true, onTint: nil, thumbTint: nil), .toggle(isOn: false, onTint: nil, thumbTint: nil)])
        do {
            _ = try ScreenParser.parse(text: "views:\n  - label: title\n    on: true\n", file: "s.layout.yaml", defaultName: "s")
            Issue.record("expected an error")
        } catch let error as LayoutCheckError {
            // Line 3, `    on: true`: the value at column 9.
            #expect(error.message == "on is for switches" && error.location?.line == 3, "\(error)")
        }
    }
}
