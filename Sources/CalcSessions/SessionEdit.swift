/// A session as ``SessionStore/edit(_:_:)`` hands it to its body: the record, to change in place,
/// and whether to store it.
///
/// A body that changes `record` sets `save`; one that leaves `save` false must leave `record` as it
/// was (a store may keep `record` as the body left it, and a durable one writes nothing).
public struct SessionEdit: Sendable {
    /// The stored record; `nil` when the store does not know the session or could not read it.
    public var record: SessionRecord?
    /// Why the stored record could not be read (``SessionStoreError/corruptRecord(_:)``), else `nil`.
    public let unreadable: SessionStoreError?
    /// Whether `record` is to be stored when the body returns.
    public var save = false

    /// The edit of a record as a store found it (`nil`: unknown).
    public init(record: SessionRecord?) {
        self.record = record
        unreadable = nil
    }

    /// The edit of what an ``SessionStore/update(_:_:)`` body is handed (see ``Result/reading(_:)``).
    public init(_ stored: Result<SessionRecord?, SessionStoreError>) {
        switch stored {
        case .success(let record):
            self.record = record
            unreadable = nil
        case .failure(let error):
            record = nil
            unreadable = error
        }
    }

    /// What an ``SessionStore/update(_:_:)`` body decides when it runs the edit body `body` on the
    /// record `stored`: to save what the edit left in `record` when it set `save`, else nothing.
    public static func decision<T>(
        of body: (inout SessionEdit) throws(SessionStoreError) -> T,
        on stored: Result<SessionRecord?, SessionStoreError>
    ) throws(SessionStoreError) -> SessionUpdate<T> {
        var edit = SessionEdit(stored)
        let value = try body(&edit)
        return SessionUpdate(save: edit.save ? edit.record : nil, value: value)
    }
}
