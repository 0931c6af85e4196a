// UIKit's text, font, image and button API as app code writes it: fonts by name and trait,
// UIFontMetrics, labels that shrink to fit, attributed text, SF Symbols, button images and
// configurations. Text metrics are FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size
// per line; sizes round up to the @2x pixel grid unless said.
import Testing
import UIKitCompat

/// A root of `w` × `h` holding `view` pinned at (10, 20), laid out at `category`.
private func place(_ view: UIView, id: String, category: UIContentSizeCategory = .large,
                   width: CGFloat? = nil) throws -> LayoutResult {
    let root = UIView(identifier: "root")
    view.accessibilityIdentifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    var constraints = [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                       view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)]
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    NSLayoutConstraint.activate(constraints)
    let env = Environment(windowSize: CGSize(width: 320, height: 480), scale: 2, contentSizeCategory: category)
    return try LayoutEngine(root: root, environment: env, measurer: FixedMetricsMeasurer()).layout()
}

@Suite(.serialized) struct UIKitTextAndImageTests {
    /// Title "Save" at 10 pt: 4 × 5 = 20 × 12; the 16 × 16 image beside it makes the content
    /// 20 + 16 = 36 wide and max(12, 16) = 16 tall; contentEdgeInsets 4/8/4/8 make it 52 × 24.
    /// imageEdgeInsets and titleEdgeInsets move the content, not the size.
    @Test func paddedButtonWithImageAndTitle() throws {
        UIImage.register("test.icon16", size: CGSize(width: 16, height: 16))
        let button = UIButton(type: .custom)
        button.setTitle("Save", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setImage(UIImage(named: "test.icon16"), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        button.semanticContentAttribute = .forceRightToLeft
        let r = try place(button, id: "save")
        #expect(r.frame("save") == rect(10, 20, 52, 24))
        #expect(button.image(for: .normal)?.size == CGSize(width: 16, height: 16))
        #expect(button.imageView?.image?.name == "test.icon16")
    }

    /// A background image larger than the content sets the least size: 60 × 30 around a 52 × 24 content box.
    @Test func backgroundImageIsTheLeastSize() throws {
        UIImage.register("test.pill", size: CGSize(width: 60, height: 30))
        let button = UIButton(type: .custom)
        button.setTitle("Save", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.setBackgroundImage(UIImage(named: "test.pill")?.resizableImage(withCapInsets: .zero), for: .normal)
        let r = try place(button, id: "pill")
        #expect(r.frame("pill") == rect(10, 20, 60, 30))
    }

    /// "Go" in each size's text style at Large, plus that size's insets (ButtonSizing.configurationInsets):
    /// - medium, body 17: 2 × 8.5 = 17 × 20.4 → 20.5 on @2x; + 12 + 12, 7 + 7: 41 × 34.5
    /// - large, body 17: 17 + 40 = 57, 20.5 + 28 = 48.5
    /// - small, subheadline 15: 15 × 18; + 20, + 10: 35 × 28
    /// - mini, footnote 13: 13 × 15.6 → 16; + 16, + 6: 29 × 22
    @Test(arguments: [
        (UIButton.Configuration.Size.medium, CGSize(width: 41, height: 34.5)),
        (.large, CGSize(width: 57, height: 48.5)),
        (.small, CGSize(width: 35, height: 28)),
        (.mini, CGSize(width: 29, height: 22)),
    ])
    func configurationButtonSizes(size: UIButton.Configuration.Size, expected: CGSize) throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.buttonSize = size
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemBlue
        let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Go") { _ in })
        let r = try place(button, id: "go")
        #expect(r.frame("go") == rect(10, 20, expected.width, expected.height))
    }

    /// A symbol (19.5 square by default) 8 before the 17 × 20.4 title: 19.5 + 8 + 17 = 44.5 wide,
    /// max(19.5, 20.4) → 20.5 tall; + 24 and + 14: 68.5 × 34.5. Explicit insets 10/20 instead: 84.5 × 40.5.
    /// With the image on top: max(19.5, 17) = 19.5 wide, 19.5 + 8 + 20.4 = 47.9 → 48 tall; + 24, + 14: 43.5 × 62.
    @Test func configurationWithImage() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Go"
        configuration.image = UIImage(systemName: "test.unregistered.symbol")
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        #expect(try place(button, id: "b").frame("b") == rect(10, 20, 68.5, 34.5))

        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        button.configuration = configuration
        #expect(try place(button, id: "b").frame("b") == rect(10, 20, 84.5, 40.5))

        configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(try place(button, id: "b").frame("b") == rect(10, 20, 43.5, 62))
    }

    /// The update handler runs when set, and what it changes is laid out: "Done" is 4 × 8.5 = 34
    /// wide, 34 + 24 = 58 × 34.5.
    @Test func configurationUpdateHandler() throws {
        let button = UIButton(configuration: .plain())
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration ?? .plain()
            configuration.title = "Done"
            button.configuration = configuration
        }
        #expect(try place(button, id: "b").frame("b") == rect(10, 20, 58, 34.5))
    }

    /// Apple's table (facts §11): body is 17 at Large, 28 at AX1, 53 at AX5; Title 1 is 28 at
    /// Large and 48 at AX3. A value scales by the style's ratio.
    @Test func scaledValueFollowsApplesTable() {
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 17, compatibleWith: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(body.scaledValue(for: 34, compatibleWith: .accessibilityMedium) == 56)  // 34 × 28/17
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: .accessibilityExtraLarge) == 24)  // 14 × 48/28
        #expect(body.scaledValue(for: 10) == 10)  // Large unless the builder says otherwise
        let atAX2 = UIFontMetrics.$currentCategory.withValue(.accessibilityLarge) { body.scaledValue(for: 17) }
        #expect(atAX2 == 33)
    }

    /// A 17-point font scaled by body follows the scenario: at xxxLarge it is 23 points, so "Hi"
    /// is 2 × 11.5 = 23 wide and 27.6 → 28 tall; capped at 20 points, 20 × 24.
    @Test func scaledFontFollowsTheScenariosCategory() throws {
        let label = UILabel()
        label.text = "Hi"
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        label.adjustsFontForContentSizeCategory = true
        #expect(try place(label, id: "hi", category: .extraExtraExtraLarge).frame("hi") == rect(10, 20, 23, 28))
        #expect(try place(label, id: "hi", category: .large).frame("hi") == rect(10, 20, 17, 20.5))  // 17 × 20.4

        let capped = UILabel()
        capped.text = "Hi"
        capped.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20)
        #expect(try place(capped, id: "hi", category: .extraExtraExtraLarge).frame("hi") == rect(10, 20, 20, 24))
    }

    /// "Hello World" at 20 pt is 11 × 10 = 110 wide, 24 tall. Held to 88 wide, it shrinks to
    /// 88/110 = 0.8 of its size (16 pt), which fits: drawn at 16 pt, not truncated; the frame keeps
    /// the unscaled height, 24. With a floor of 0.9 it stops at 18 pt (99 wide) and truncates.
    @Test func labelShrinksToFit() throws {
        let label = UILabel()
        label.text = "Hello World"
        label.font = .systemFont(ofSize: 20)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.allowsDefaultTighteningForTruncation = true
        var r = try place(label, id: "title", width: 88)
        #expect(r.frame("title") == rect(10, 20, 88, 24))
        #expect(r.view("title")?.text?.font.size == 16)
        #expect(r.view("title")?.text?.isTruncated == false)

        label.minimumScaleFactor = 0.9
        r = try place(label, id: "title", width: 88)
        #expect(r.view("title")?.text?.font.size == 18)
        #expect(r.view("title")?.text?.isTruncated == true)

        // Without adjusting, the text keeps its 20 points and is truncated.
        label.adjustsFontSizeToFitWidth = false
        r = try place(label, id: "title", width: 88)
        #expect(r.view("title")?.text?.font.size == 20)
        #expect(r.view("title")?.text?.isTruncated == true)
    }

    /// UIFont(name:size:) knows registered app fonts, iOS's own families and the system font's
    /// names; anything else is nil, as on iOS.
    @Test func fontByName() throws {
        #expect(UIFont(name: "NoSuchFont-Regular", size: 14) == nil)
        FontNames.register([NamedFontFace(postScriptName: "TestSans-Bold", familyName: "Test Sans", weight: .bold,
                                          ascender: 0.75, descender: 0.25)])
        let bold = try #require(UIFont(name: "TestSans-Bold", size: 20))
        #expect(bold.weight == .bold)
        #expect(bold.fontName == "TestSans-Bold")
        #expect(bold.familyName == "Test Sans")
        #expect(bold.ascender == 15)   // 0.75 × 20
        #expect(bold.lineHeight == 20)  // (0.75 + 0.25) × 20
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 14) != nil)
        #expect(UIFont(name: "TimesNewRomanPSMT", size: 14) != nil)
        #expect(UIFont(name: ".SFUI-Regular", size: 14) != nil)
        let fallback = UIFont(name: "Missing", size: 14) ?? .systemFont(ofSize: 14)
        #expect(fallback == .systemFont(ofSize: 14))
    }

    /// The system font's metrics are SF Pro's: 1950 and 494 of 2048 units, so 17 pt has
    /// ascender 16.1865234375, descender −4.1005859375, line height 20.287109375.
    @Test func systemFontMetricsAndTraits() throws {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.fontName == ".SFUI-Regular")
        let italic = UIFont.italicSystemFont(ofSize: 12)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        // A bold headline is Semibold already; bold Title 1 is Bold (facts §11).
        let title = UIFont.preferredFont(forTextStyle: .title1)
        let boldTitle = try #require(title.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: boldTitle, size: 0).weight == .bold)
        #expect(UIFont(descriptor: boldTitle, size: 0).textStyle == .title1)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).weight == .medium)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont.systemFont(ofSize: 12, weight: .regular, width: .condensed).fontDescriptor.symbolicTraits.contains(.traitCondensed))
        #expect(UIFont.Weight.semibold.uiKitValue == 0.3)
    }

    /// A symbol registered 20 × 20 in the default configuration (17 pt, medium):
    /// - 34 pt, large: 20 × 34/17 × 1.3 = 52 square;
    /// - body, small, at xxxLarge (23 pt): 20 × 23/17 × 0.8 = 21.647… → 21.5 on the @2x grid
    ///   from x 10 (its right edge 31.647 rounds to 31.5);
    /// - the image view's preferred configuration (small) over the image's default: 16 square.
    @Test func symbolImageSizes() throws {
        UIImage.registerSymbol("test.square", size: CGSize(width: 20, height: 20))
        let large = try #require(UIImage(systemName: "test.square",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
        #expect(try place(UIImageView(image: large), id: "large").frame("large") == rect(10, 20, 52, 52))

        let styled = try #require(UIImage(systemName: "test.square"))
            .withConfiguration(UIImage.SymbolConfiguration(textStyle: .body, scale: .small))
            .withRenderingMode(.alwaysTemplate)
        let r = try place(UIImageView(image: styled), id: "styled", category: .extraExtraExtraLarge)
        #expect(r.frame("styled") == rect(10, 20, 21.5, 21.5))

        let preferred = UIImageView(image: UIImage(systemName: "test.square"))
        preferred.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
        #expect(try place(preferred, id: "small").frame("small") == rect(10, 20, 16, 16))

        // A bitmap takes no symbol configuration; a literal of an unregistered name is empty.
        UIImage.register("test.photo", size: CGSize(width: 40, height: 30))
        #expect(UIImage(named: "test.photo")?.applyingSymbolConfiguration(.init(pointSize: 40)) == nil)
        let literal: UIImage = #imageLiteral(resourceName: "test.photo")
        #expect(literal.size == CGSize(width: 40, height: 30))
    }

    /// The first run's font (20 pt) is measured, not the label's (10 pt): "Hello" is 5 × 10 = 50
    /// wide plus a kern of 2 after each of its 5 characters, 60 × 24. Setting `text` drops the
    /// attributes: "Hi" in the label's 10 pt is 10 × 12.
    @Test func attributedTextIsMeasuredWithItsFont() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        label.attributedText = NSAttributedString(string: "Hello", attributes: [
            .font: UIFont.systemFont(ofSize: 20), .kern: 2.0, .foregroundColor: UIColor.red, .paragraphStyle: style,
        ])
        #expect(label.text == "Hello")
        #expect(try place(label, id: "hello").frame("hello") == rect(10, 20, 60, 24))

        label.text = "Hi"
        #expect(try place(label, id: "hello").frame("hello") == rect(10, 20, 10, 12))
    }

    /// Line spacing goes between lines: "aa bb" at 10 pt wrapped at 20 wide is two lines of 12,
    /// plus 4 between them: 28 tall.
    @Test func attributedLineSpacing() throws {
        let label = UILabel()
        label.numberOfLines = 0
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSMutableAttributedString(string: "aa bb", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        label.attributedText = text
        let r = try place(label, id: "two", width: 20)
        #expect(r.frame("two") == rect(10, 20, 20, 28))
    }
}
