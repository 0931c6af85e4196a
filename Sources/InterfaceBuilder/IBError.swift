/// A problem in an Interface Builder file, with the place it was found.
public struct IBError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: IBLocation
    public var message: String

    public init(_ location: IBLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}

/// Something the importer could not reproduce exactly and approximated; layout continues.
public struct IBNote: Sendable, Hashable, CustomStringConvertible {
    public var location: IBLocation
    public var message: String

    public init(_ location: IBLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): note: \(message)" }
}
