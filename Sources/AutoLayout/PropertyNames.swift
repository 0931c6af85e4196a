// Names an app's own code gives its views: the stored property that holds each one. A reply view
// whose labels are `nameLabel` and `textLabel` reads `root.replyView.backgroundView.textLabel` in
// results, messages and the review page, where kind and index alone would say
// `root.ReplyView[0].UIView[0].UILabel[2]`. Read with `Mirror` (declaration order, so the same
// code names the same way in every run).

extension View {
    /// Whoever else names this view's descendants by its stored properties: a view controller
    /// sets itself on the view it loads, as its properties hold that view's subviews.
    package func setPropertyNamesOwner(_ owner: AnyObject?) { propertyNamesOwner = owner }
}

/// Property names by holder, computed once per layout pass.
final class PropertyNames {
    private var byHolder: [ObjectIdentifier: [ObjectIdentifier: String]] = [:]

    /// The name of the nearest holder's stored property that refers to `view`, looking at the
    /// view's ancestors from its parent up, and at each one's view controller.
    func name(of view: View) -> String? {
        let id = ObjectIdentifier(view)
        var holder = view.superview
        while let h = holder {
            if let name = labels(of: h)[id] { return name }
            if let owner = h.propertyNamesOwner, let name = labels(of: owner)[id] { return name }
            holder = h.superview
        }
        return nil
    }

    private func labels(of holder: AnyObject) -> [ObjectIdentifier: String] {
        let key = ObjectIdentifier(holder)
        if let known = byHolder[key] { return known }
        var out: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: holder)
        // The app's own classes only: a built-in view's storage is not the app's naming.
        while let m = mirror, !Self.isBuiltIn(m.subjectType) {
            for child in m.children {
                guard let label = child.label, let held = Self.view(in: child.value) else { continue }
                let name = Self.propertyName(label)
                if !name.isEmpty, out[ObjectIdentifier(held)] == nil { out[ObjectIdentifier(held)] = name }
            }
            mirror = m.superclassMirror
        }
        byHolder[key] = out
        return out
    }

    private static func isBuiltIn(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return name.hasPrefix("AutoLayout.") || name.hasPrefix("UIKitCompat.") || name.hasPrefix("Swift.")
            || name.hasPrefix("Foundation.")
    }

    /// The view a stored value refers to: the value itself, or what an optional (`UILabel!`, a lazy
    /// property's storage) holds.
    private static func view(in value: Any) -> View? {
        if let v = value as? View { return v }
        let m = Mirror(reflecting: value)
        guard m.displayStyle == .optional, let wrapped = m.children.first?.value else { return nil }
        return wrapped as? View
    }

    /// `$__lazy_storage_$_titleLabel` and a property wrapper's `_titleLabel` are `titleLabel`.
    private static func propertyName(_ label: String) -> String {
        var name = Substring(label)
        if name.hasPrefix("$__lazy_storage_$_") { name = name.dropFirst("$__lazy_storage_$_".count) }
        while name.hasPrefix("_") { name = name.dropFirst() }
        // Only plain identifiers: a name goes into dotted view paths and file names.
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return "" }
        return String(name)
    }
}
