package io.mailroom.bench;

import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkReport;
import io.mailroom.service.ContactPager;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/** One bulk save of {@code items} contacts through the bulk executor, timed, and the contacts missing afterwards. */
record BulkSave(int items, double seconds, int failed, long lost) {

    static BulkSave run(ServiceClient client, String app, String prefix, int count) throws InterruptedException {
        List<SaveContactRequest> items = IntStream.range(0, count)
                .mapToObj(i -> new SaveContactRequest(app, prefix + i + "@example.com", ContactStatus.Confirmed,
                        Map.of("firstName", "Bench " + i)))
                .toList();
        long start = System.nanoTime();
        BulkReport<SaveContactRequest> report = new BulkExecutor()
                .start(items, client::saveContact, BulkListener.none())
                .await();
        double seconds = (System.nanoTime() - start) / 1e9;
        Set<String> stored = new HashSet<>();
        new ContactPager(client).all(app, 500).contacts().forEach(c -> stored.add(c.emailAddress()));
        long lost = items.stream().filter(i -> !stored.contains(i.emailAddress())).count();
        return new BulkSave(count, seconds, report.failed().size(), lost);
    }

    double achieved() {
        return items / seconds;
    }
}
