package io.mailroom.service.compose;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;

/**
 * One of several processes adding to the same history at once: started by {@link ConcurrentHistoryTest},
 * it says "ready", waits for a line on stdin so that all of them write together, then records its
 * entries through the real {@link SendHistory}. Arguments: data directory, writer number, entries, body length,
 * and optionally a pause in milliseconds after each entry, so that its appends spread over a while.
 */
public final class HistoryWriterMain {

    private HistoryWriterMain() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        int writer = Integer.parseInt(args[1]);
        int entries = Integer.parseInt(args[2]);
        int bodyLength = Integer.parseInt(args[3]);
        long pause = args.length > 4 ? Long.parseLong(args[4]) : 0;
        SendHistory history = new SendHistory(data, Clock.systemUTC());
        System.out.println("ready");
        System.out.flush();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        for (int n = 0; n < entries; n++) {
            history.record(ConcurrentHistoryTest.entry(writer, n, bodyLength));
            Thread.sleep(pause);
        }
    }
}
