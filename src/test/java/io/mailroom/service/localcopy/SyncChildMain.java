package io.mailroom.service.localcopy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.Connections;
import java.nio.file.Path;
import java.time.Clock;

/**
 * A Mailroom process that syncs one application of a copy on disk and says on standard output
 * each page it stored ("stored N of M") and its end ("done"). Arguments: base URL, API key, data
 * directory, profile id, application, rate limit.
 */
public final class SyncChildMain {

    private SyncChildMain() {
    }

    public static void main(String[] args) {
        ClientConfig config = ClientConfig.of(args[0], ApiKey.of(args[1])).withRateLimit(Integer.parseInt(args[5]));
        try (ServiceClient client = new Connections().open(config);
             ContactCopy copy = new LocalCopies(Path.of(args[2]), Clock.systemUTC()).open(args[3], true)) {
            new ContactSync(copy, client).run(args[4], new SyncListener() {
                @Override
                public void progress(SyncProgress progress) {
                    System.out.println("stored " + progress.pagesDone() + " of " + progress.pagesTotal());
                    System.out.flush();
                }
            });
            System.out.println("done");
        }
    }
}
