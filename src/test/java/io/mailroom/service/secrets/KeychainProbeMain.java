package io.mailroom.service.secrets;

import java.util.concurrent.TimeUnit;

/**
 * Runs in a child JVM, so the keychain is seen by a process of its own (a restart, or another
 * environment): "detect" prints how detection ended; "read ID" prints the key's fingerprint or "none".
 */
public final class KeychainProbeMain {

    private KeychainProbeMain() {
    }

    public static void main(String[] args) {
        long start = System.nanoTime();
        Keychain.Detection detection = Keychain.system();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        if (args[0].equals("detect")) {
            System.out.println("outcome=" + detection.outcome() + " persistent=" + detection.store().persistent() + " millis=" + millis);
            System.out.println("notice=" + detection.notice().orElse(""));
        } else {
            System.out.println(detection.store().read(args[1]).map(key -> key.fingerprint()).orElse("none"));
        }
    }
}
