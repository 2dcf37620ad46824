package io.mailroom.service.localcopy;

import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A copy in a file of its own for each test, and the queries over it; the test fills it through {@link CopyFixtures}. */
abstract class CopyQueryTest {

    static final String APP = "newsletter";

    @TempDir
    Path data;

    ContactCopy copy;
    ContactQueries queries;

    @BeforeEach
    void openCopy() {
        copy = new LocalCopies(data, Clock.systemUTC()).open("p1", true);
        queries = new ContactQueries(copy);
    }

    @AfterEach
    void closeCopy() {
        copy.close();
    }
}
