-- wrk script for silent-database.sh: the script path of keypress.lua (a POST without seq per key,
-- the session in the cookie, CALC_SESSIONS spread over the threads), counting the answers by status
-- and the 503s without Retry-After. Run wrk with a long --timeout, so that a slow answer is counted
-- in the latency rather than dropped as a timeout.
local keys_to_press = { "1", "2", "%2B", "3", "%3D" }
local threads = {}

function setup(thread)
    thread:set("thread_index", #threads)
    table.insert(threads, thread)
end

function init(args)
    local all = {}
    for id in string.gmatch(os.getenv("CALC_SESSIONS") or "", "[^,]+") do table.insert(all, id) end
    local count = tonumber(os.getenv("CALC_WRK_THREADS") or "1")
    sessions, next_key, turn = {}, {}, 0
    for i, id in ipairs(all) do
        if (i - 1) % count == thread_index then
            table.insert(sessions, id)
            next_key[id] = 1
        end
    end
    ok, unavailable, without_retry, server_error, other = 0, 0, 0, 0, 0
end

function request()
    turn = turn % #sessions + 1
    local id = sessions[turn]
    local key = keys_to_press[next_key[id]]
    next_key[id] = next_key[id] % #keys_to_press + 1
    return wrk.format("POST", "/", { ["Content-Type"] = "application/x-www-form-urlencoded",
        ["Cookie"] = "calc_session=" .. id }, "key=" .. key)
end

function response(status, headers, body)
    if status == 200 then
        ok = ok + 1
    elseif status == 503 then
        unavailable = unavailable + 1
        if headers["Retry-After"] == nil then without_retry = without_retry + 1 end
    elseif status >= 500 then
        server_error = server_error + 1
    else
        other = other + 1
    end
end

function done(summary, latency, requests)
    local totals = { ok = 0, unavailable = 0, without_retry = 0, server_error = 0, other = 0 }
    for _, thread in ipairs(threads) do
        for name, _ in pairs(totals) do totals[name] = totals[name] + (thread:get(name) or 0) end
    end
    io.write(string.format(
        "keys: %d answered (200: %d, 503: %d of which %d without Retry-After, other 5xx: %d, other: %d), "
            .. "socket errors %d; latency p50 %.1f ms, p99 %.1f ms, max %.3f s\n",
        summary.requests, totals.ok, totals.unavailable, totals.without_retry, totals.server_error, totals.other,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        latency:percentile(50) / 1e3, latency:percentile(99) / 1e3, latency.max / 1e6))
end
