// Content and button configurations as app code uses them. Frames use HalfEmMeasurer (SeedScreensLayoutTests.swift): a character advances half the
// point size, a line is 1.2 × the size, sizes ceiled to the half point at scale 2.
import Testing
import UIKitCompat

@Suite struct UIKitConfigurationTests {
    /// The transformer's 20-point font is the title's: "Hello" is 5 × 10 = 50 wide and 24 tall,
    /// with zero insets; glass is sized as any other style, so "OK" in 10 points is 2 × 5 = 10 by 12.
    @Test func titleTransformerSetsTheMeasuredFont() throws {
        var config = UIButton.Configuration.plain()
        config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        config.title = "Hello"
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 20)
            return outgoing
        }
        let button = UIButton(configuration: config)
        button.accessibilityIdentifier = "button"

        var glassConfig = UIButton.Configuration.glass()
        glassConfig.cornerStyle = .capsule
        glassConfig.title = "OK"
        glassConfig.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        glassConfig.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 10)
            return outgoing
        }
        glassConfig.background = UIBackgroundConfiguration.clear()
        glassConfig.background.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.15)
        let glass = UIButton(configuration: glassConfig)
        glass.accessibilityIdentifier = "glass"
        #expect(glassConfig.style == "glass")
        #expect(glassConfig.background.style == "clear")
        #expect(glassConfig.background.backgroundColor == UIColor.systemBackground.withAlphaComponent(0.15))

        let root = try layOut { view in
            for b in [button, glass] {
                b.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(b)
            }
            NSLayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                glass.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                glass.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
        }
        #expect(find("button", in: root)?.frame == rect(20, 100, 50, 24))
        #expect(find("glass", in: root)?.frame == rect(20, 200, 10, 12))
    }

    /// A transformer that sets no font leaves the style's, and equal transformers are the same one.
    @Test func transformerWithoutFontKeepsTheStyle() {
        let keep = UIConfigurationTextAttributesTransformer { $0 }
        var a = UIButton.Configuration.plain()
        a.titleTextAttributesTransformer = keep
        var b = UIButton.Configuration.plain()
        b.titleTextAttributesTransformer = keep
        #expect(a == b)
        var c = UIButton.Configuration.plain()
        c.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        #expect(a != c)
        var container = AttributeContainer()
        container.font = .systemFont(ofSize: 13)
        #expect(keep(container).font == .systemFont(ofSize: 13))
    }

    /// A list content view preserves its superview's margins: the root's 16 at the sides, and its
    /// own 11 above and below. Body text (17 pt) "Title" is 5 × 8.5 = 42.5 by 20.4, ceiled 20.5;
    /// subheadline (15 pt) "Sub" 3 × 7.5 = 22.5 by 18, 3 below it. Placed at y 100: text at
    /// y 111, secondary at 111 + 20.5 + 3 = 134.5; the view 11 + 20.5 + 3 + 18 + 11 = 63.5 tall.
    @Test func listContentViewLaysOutWithListMetrics() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Sub"
        content.textProperties.color = .red
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        let listView = UIListContentView(configuration: content)
        listView.accessibilityIdentifier = "list"
        let root = try layOut { view in
            listView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(listView)
            NSLayoutConstraint.activate([
                listView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        #expect(find("list", in: root)?.frame == rect(0, 100, 375, 63.5))
        #expect(listView.textLabel?.frame == rect(16, 11, 42.5, 20.5))
        #expect(listView.secondaryTextLabel?.frame == rect(16, 34.5, 22.5, 18))
        #expect(listView.textLabel?.textColor == .red)
        #expect((listView.configuration as? UIListContentConfiguration)?.text == "Title")
    }

    /// A header configuration's text style and colour, read as FeaturedComponents reads them.
    @Test func headerConfigurationsCarryTheirTextProperties() {
        let header = UIListContentConfiguration.plainHeader()
        let button = UIButton(type: .system)
        button.titleLabel?.font = header.textProperties.font
        button.setTitleColor(header.textProperties.color, for: .normal)
        #expect(header.textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .headline))
        var grouped = UIListContentConfiguration.groupedFooter()
        grouped.text = "note"
        grouped.textProperties.transform = .uppercase
        #expect(grouped.shownTextForTesting == "NOTE")
    }

    /// Setting a cell's configuration again applies it to the same content view.
    @Test func cellContentConfigurationIsAppliedInPlace() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        #expect(content.style == "subtitleCell")
        content.text = "One"
        cell.contentConfiguration = content
        let shown = cell.contentView.subviews.first { $0 is UIListContentView }
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === shown)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
        #expect((shown as? UIListContentView)?.textLabel?.text == "Two")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView } == false)
        #expect(cell.configurationState.isSelected == false)
    }

    /// A cell's background configuration is kept by its background view, updated in place; its
    /// colour and corners are what the view draws. Setting nil removes only that view.
    @Test func cellBackgroundConfiguration() {
        let cell = UICollectionViewCell(frame: .zero)
        var background = cell.defaultBackgroundConfiguration()
        #expect(background.backgroundColor == .systemBackground)
        background.backgroundColor = .red
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        let shown = cell.backgroundView
        #expect(shown?.backgroundColor == .red)
        #expect(shown?.layer.cornerRadius == 12)
        background.backgroundColor = .blue
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView === shown)
        #expect(cell.backgroundConfiguration?.backgroundColor == .blue)
        cell.backgroundConfiguration = nil
        #expect(cell.backgroundView == nil)
        let own = UIView()
        cell.backgroundView = own
        cell.backgroundConfiguration = nil
        #expect(cell.backgroundView === own)
    }
}

extension UIListContentConfiguration {
    /// The text the label shows, through the public content view.
    var shownTextForTesting: String? {
        (makeContentView() as? UIListContentView)?.textLabel?.text
    }
}
