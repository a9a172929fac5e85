-- wrk script: many sessions pressing 1 2 + 3 = over and over, one request per key (a script's POST
-- without seq, answered with the page), so every page soon carries a full 50-line history.
-- CALC_SESSIONS holds the session ids (comma-separated); each wrk thread takes every n-th one and
-- cycles through its sessions, each request pressing that session's next key (sent as the form's
-- sid, as a client without cookies does; with CALC_SESSION_BY=cookie, in the session cookie, as a
-- script that keeps cookies does). Without CALC_SESSIONS (the reference server) it posts the same
-- form bodies with made-up ids.
local keys_to_press = { "1", "2", "%2B", "3", "%3D" }
local count = 0

function setup(thread)
    thread:set("thread_index", count)
    count = count + 1
    thread:set("thread_count", 0)  -- filled in init from the total, see below
end

function init(args)
    local all = {}
    for id in string.gmatch(os.getenv("CALC_SESSIONS") or "", "[^,]+") do table.insert(all, id) end
    if #all == 0 then for i = 1, 64 do table.insert(all, string.format("%032x", i)) end end
    local threads = tonumber(os.getenv("CALC_WRK_THREADS") or "1")
    sessions, next_key, turn = {}, {}, 0
    by_cookie = os.getenv("CALC_SESSION_BY") == "cookie"
    for i, id in ipairs(all) do
        if (i - 1) % threads == thread_index then
            table.insert(sessions, id)
            next_key[id] = 1
        end
    end
end

function request()
    turn = turn % #sessions + 1
    local id = sessions[turn]
    local key = keys_to_press[next_key[id]]
    next_key[id] = next_key[id] % #keys_to_press + 1
    if by_cookie then
        return wrk.format("POST", "/", { ["Content-Type"] = "application/x-www-form-urlencoded",
            ["Cookie"] = "calc_session=" .. id }, "key=" .. key)
    end
    return wrk.format("POST", "/", { ["Content-Type"] = "application/x-www-form-urlencoded" },
        "key=" .. key .. "&sid=" .. id)
end

function done(summary, latency, requests)
    io.write(string.format("requests/s %.0f  p50 %.0f us  p99 %.0f us  errors %d  non-2xx %d\n",
        summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        summary.errors.status))
end
