import HTTPTypes

/// A request method (`GET`, `POST`, …): apple/swift-http-types' `HTTPRequest.Method`.
public typealias HTTPMethod = HTTPTypes.HTTPRequest.Method

/// A response status with its reason phrase (`.notFound` is 404 Not Found): apple/swift-http-types'
/// `HTTPResponse.Status`, the one list of statuses the server, its error pages and its metrics share.
public typealias HTTPStatus = HTTPTypes.HTTPResponse.Status
