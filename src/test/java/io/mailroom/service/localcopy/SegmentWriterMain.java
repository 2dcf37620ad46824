package io.mailroom.service.localcopy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * A second Mailroom process saving segments: {@code <data directory> <writer> <count>}. It says
 * "ready", waits for a line on standard input so that every writer starts at once, then saves
 * {@code count} segments named {@code w<writer>-<n>}.
 */
public final class SegmentWriterMain {

    private SegmentWriterMain() {
    }

    public static void main(String[] args) throws Exception {
        SegmentStore store = new SegmentStore(Path.of(args[0]), "p1");
        int writer = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        System.out.println("ready");
        System.out.flush();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        for (int n = 0; n < count; n++) {
            store.save(new Segment("w" + writer + "-" + n, "newsletter", "", List.of(Filter.parse("vip=" + n + ".."))));
        }
    }
}
