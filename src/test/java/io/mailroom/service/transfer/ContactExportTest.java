package io.mailroom.service.transfer;

import static io.mailroom.service.transfer.ExportFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Sort;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Exports of a local copy synced from the sandbox over loopback, read back with Jackson's CSV module. */
@Timeout(120)
class ContactExportTest {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @TempDir
    Path data;

    @TempDir
    Path folder;

    private ExportFixture fixture;

    @BeforeEach
    void start() {
        // 2,500 seeded: 1,500 of newsletter, more than one chunk; and the two awkward contacts.
        fixture = new ExportFixture(data, 2_500);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private ContactExport export() {
        return new ContactExport();
    }

    private static String withoutBom(byte[] bytes) {
        assertThat(Arrays.copyOf(bytes, 3)).as("the file begins with a byte order mark").isEqualTo(BOM);
        return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
    }

    @Test
    void everyFieldOfEveryContactIsWrittenInTheQuerysOrderUnderTheSpecNames() throws IOException {
        ContactQuery all = ContactQuery.all(APP);
        List<long[]> progress = new ArrayList<>();
        Path file = folder.resolve("contacts.csv");

        long written = export().toFile(new ExportSource.Matching(fixture.queries, all), file, ExportOptions.DEFAULT,
                (done, total) -> progress.add(new long[] {done, total}));

        List<Contact> expected = fixture.matching(all);
        assertThat(expected).hasSize(1_502);
        assertThat(written).isEqualTo(1_502);
        ExportedCsv.Csv csv = ExportedCsv.read(withoutBom(Files.readAllBytes(file)), ',');
        assertThat(csv.header()).containsExactlyElementsOf(Arrays.stream(ContactField.values()).map(ContactField::specName).toList());
        assertThat(csv.rows()).isEqualTo(ExportedCsv.fields(expected));
        assertThat(csv.rows()).filteredOn(row -> row.get("emailAddress").equals("zoe.lefevre@example.com"))
                .singleElement().satisfies(row -> {
                    assertThat(row.get("company")).isEqualTo(ExportFixture.AWKWARD);
                    assertThat(row.get("firstName")).isEqualTo("Zoë");
                    assertThat(row.get("vipLevel")).isEqualTo("3");
                    assertThat(row.get("status")).isEqualTo("Confirmed");
                });
        assertThat(progress).extracting(step -> step[0]).containsExactly(0L, 1_000L, 1_502L);
        assertThat(progress).extracting(step -> step[1]).containsOnly(1_502L);
    }

    @Test
    void accentsAreUtf8WithTheByteOrderMarkAndWithout() throws IOException {
        ContactQuery accented = ContactQuery.all(APP).withFind("zoë");
        Path with = folder.resolve("with.csv");
        Path without = folder.resolve("without.csv");

        export().toFile(new ExportSource.Matching(fixture.queries, accented), with, ExportOptions.DEFAULT, ExportProgress.NONE);
        export().toFile(new ExportSource.Matching(fixture.queries, accented), without, new ExportOptions(ExportDelimiter.COMMA, false), ExportProgress.NONE);

        String text = withoutBom(Files.readAllBytes(with));
        assertThat(text).contains("Zoë", "Lefèvre").startsWith("emailAddress,status,");
        byte[] bare = Files.readAllBytes(without);
        assertThat(new String(bare, StandardCharsets.UTF_8)).isEqualTo(text);
        assertThat(Arrays.copyOf(bare, 3)).isNotEqualTo(BOM);
    }

    @Test
    void eachDelimiterSeparatesTheFieldsAndValuesHoldingItAreQuoted() throws IOException {
        ContactQuery query = ContactQuery.all(APP).withFilters(List.of(Filter.parse("language=fr"), Filter.parse("language=es")));
        List<Contact> expected = fixture.matching(query);
        assertThat(expected).extracting(Contact::emailAddress).contains("zoe.lefevre@example.com", "jose.nunez@example.com");

        for (ExportDelimiter delimiter : ExportDelimiter.values()) {
            Path file = folder.resolve(delimiter + ".csv");
            export().toFile(new ExportSource.Matching(fixture.queries, query), file, new ExportOptions(delimiter, true), ExportProgress.NONE);

            String text = withoutBom(Files.readAllBytes(file));
            assertThat(text.lines().findFirst().orElseThrow()).as(delimiter.name())
                    .isEqualTo(String.join(String.valueOf(delimiter.character()),
                            Arrays.stream(ContactField.values()).map(ContactField::specName).toList()));
            assertThat(ExportedCsv.read(text, delimiter.character()).rows()).as(delimiter.name()).isEqualTo(ExportedCsv.fields(expected));
        }
    }

    @Test
    void aSegmentsQueryWritesItsContactsInItsSort() throws IOException {
        ContactQuery germans = new ContactQuery(APP, "", List.of(Filter.parse("language=de")), new Sort(ContactField.LAST_NAME, false));
        Path file = folder.resolve("germans.csv");

        long written = export().toFile(new ExportSource.Matching(fixture.queries, germans), file, ExportOptions.DEFAULT, ExportProgress.NONE);

        List<Contact> expected = fixture.matching(germans);
        assertThat(expected).isNotEmpty().allSatisfy(contact -> assertThat(contact.language()).isEqualToIgnoringCase("de"));
        assertThat(written).isEqualTo(expected.size());
        assertThat(ExportedCsv.read(withoutBom(Files.readAllBytes(file)), ',').rows()).isEqualTo(ExportedCsv.fields(expected));
    }

    @Test
    void aSelectionIsWrittenAsGiven() throws IOException {
        List<Contact> all = fixture.matching(ContactQuery.all(APP));
        List<Contact> selected = List.of(all.get(7), all.get(3), all.get(1_200));
        StringWriter text = new StringWriter();

        long written = export().toWriter(new ExportSource.Given(selected), text, ExportDelimiter.SEMICOLON, ExportProgress.NONE);

        assertThat(written).isEqualTo(3);
        assertThat(text.toString()).doesNotStartWith("\uFEFF");
        assertThat(ExportedCsv.read(text.toString(), ';').rows()).isEqualTo(ExportedCsv.fields(selected));
    }

    @Test
    void theFileGetsThePermissionsOfAnyNewFileOfThePersonNotThoseOfMailroomsOwnFiles() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = folder.resolve("for-a-colleague.csv");

        export().toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP)), file, ExportOptions.DEFAULT, ExportProgress.NONE);

        Path plain = Files.createFile(folder.resolve("made-as-any-file.txt"));
        assertThat(Files.getPosixFilePermissions(file)).as("as the umask gives").isEqualTo(Files.getPosixFilePermissions(plain));

        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        export().toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP)), file, ExportOptions.DEFAULT, ExportProgress.NONE);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).as("those of the file replaced").isEqualTo("rw-rw----");
    }

    @Test
    void anExportOfNoContactIsTheHeaderRowAlone() throws IOException {
        Path file = folder.resolve("nobody.csv");

        long written = export().toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP).withFind("nobody-has-this")), file,
                ExportOptions.DEFAULT, ExportProgress.NONE);

        assertThat(written).isZero();
        assertThat(withoutBom(Files.readAllBytes(file))).isEqualTo(
                String.join(",", Arrays.stream(ContactField.values()).map(ContactField::specName).toList()) + "\n");
    }

    @Test
    void anExportCancelledHalfWayLeavesTheFileThereBeforeAsItWasAndNoOther() throws IOException {
        Path file = folder.resolve("contacts.csv");
        Files.writeString(file, "what was there before");
        ContactExport export = export();
        List<Long> told = new ArrayList<>();

        assertThatThrownBy(() -> export.toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP)), file, ExportOptions.DEFAULT,
                (done, total) -> {
                    told.add(done);
                    if (done >= 1_000) {
                        export.cancel();
                    }
                })).isInstanceOf(ExportCancelledException.class);

        assertThat(told).as("the writing stopped before the last chunk of 1,502").containsExactly(0L, 1_000L);
        assertThat(Files.readString(file)).isEqualTo("what was there before");
        assertThat(filesIn(folder)).containsExactly(file);
    }

    @Test
    void anExportFailingHalfWayLeavesNoFileUnderItsName() {
        Path file = folder.resolve("contacts.csv");

        assertThatThrownBy(() -> export().toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP)), file, ExportOptions.DEFAULT,
                (done, total) -> {
                    if (done >= 1_000) {
                        throw new UncheckedIOException(new IOException("No space left on device"));
                    }
                })).isInstanceOf(UncheckedIOException.class).hasMessageContaining("No space left");

        assertThat(filesIn(folder)).isEmpty();
    }

    @Test
    void anExportCancelledBeforeItBeginsWritesNothing() {
        Path file = folder.resolve("contacts.csv");
        ContactExport export = export();
        export.cancel();

        assertThatThrownBy(() -> export.toFile(new ExportSource.Matching(fixture.queries, ContactQuery.all(APP)), file, ExportOptions.DEFAULT,
                ExportProgress.NONE)).isInstanceOf(ExportCancelledException.class);

        assertThat(filesIn(folder)).isEmpty();
    }

    private static List<Path> filesIn(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
