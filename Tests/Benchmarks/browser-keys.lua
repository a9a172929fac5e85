-- wrk script: each wrk thread is one browser with one connection, pressing 1 2 + 3 = over and over.
-- CALC_FLOW=redirect: form posts carry the page's seq and are answered 303, then the browser GETs the
-- Location (Post/Redirect/Get, what browsers do now). CALC_FLOW=direct: posts without seq, answered
-- with the page at once (one request per key, what browsers did before). Counts keys, not requests.
local flow = os.getenv("CALC_FLOW") or "redirect"
local keys_to_press = { "1", "2", "%2B", "3", "%3D" }
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    cookie, seq, location, next_key, keys = nil, nil, nil, 1, 0
end

function request()
    local headers = { ["Content-Type"] = "application/x-www-form-urlencoded" }
    if cookie then headers["Cookie"] = cookie end
    if location then return wrk.format("GET", location, headers) end
    local body = "key=" .. keys_to_press[next_key]
    next_key = next_key % #keys_to_press + 1
    if flow == "redirect" and seq then body = body .. "&seq=" .. seq end
    return wrk.format("POST", "/", headers, body)
end

function response(status, headers, body)
    local set = headers["Set-Cookie"]
    if set then cookie = set:match("^[^;]+") end
    if status == 303 then
        location = headers["Location"]
        return
    end
    location = nil
    keys = keys + 1
    seq = body:match('name="seq" value="(%d+)"') or seq
end

function done(summary, latency, requests)
    local total = 0
    for _, thread in ipairs(threads) do total = total + thread:get("keys") end
    local seconds = summary.duration / 1e6
    io.write(string.format("%s: keys/s %.0f  requests/s %.0f  request median %.0f us  p99 %.0f us  non-2xx/3xx %d\n",
        flow, total / seconds, summary.requests / seconds, latency:percentile(50), latency:percentile(99),
        summary.errors.status))
end
