package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.localcopy.ContactField;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rejects file: the file's own columns and a reason, in its delimiter, UTF-8 with a BOM, and imported again as it is. */
class RejectsFileTest {

    @TempDir
    Path folder;

    @Test
    void rejectedRowsAreWrittenWithTheirReasonAndReadBackAsAnImportFile() throws IOException {
        Path source = folder.resolve("contacts.csv");
        Files.writeString(source, "E-Mail;Vorname;Notiz\nnot-an-address;Zoë;\"zwei\nZeilen\"\nada@example.com;Ada\n", FileEncoding.WINDOWS_1252);
        ImportFile file = ImportFile.open(source, Optional.empty(), Optional.empty());
        Path target = folder.resolve("out/rejects.csv");

        try (RejectsFile rejects = RejectsFile.begin(target, file, RejectedRow::english)) {
            rejects.rejected(new RejectedRow(2, RejectReason.INVALID_ADDRESS, Optional.of(ContactField.EMAIL_ADDRESS), 0,
                    List.of("not-an-address", "Zoë", "zwei\nZeilen")));
            rejects.rejected(new RejectedRow(5, RejectReason.DUPLICATE, Optional.empty(), 4, List.of("ada@example.com", "Ada")));
            rejects.commit();
        }

        byte[] bytes = Files.readAllBytes(target);
        assertThat(bytes).startsWith(0xEF, 0xBB, 0xBF);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Path plain = Files.createFile(folder.resolve("made-as-any-file.txt"));
            assertThat(Files.getPosixFilePermissions(target)).as("a file to fix and hand on, as the umask gives")
                    .isEqualTo(Files.getPosixFilePermissions(plain));
        }
        ImportFile again = ImportFile.open(target, Optional.empty(), Optional.empty());
        assertThat(again.encoding().charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(again.delimiter()).isEqualTo(';');
        assertThat(again.headers()).containsExactly("E-Mail", "Vorname", "Notiz", RejectsFile.REASON_HEADER);
        assertThat(ImportFileTest.rows(again)).extracting(FileRow::cells).containsExactly(
                List.of("not-an-address", "Zoë", "zwei\nZeilen", "invalid email address: must be an email address like name@example.com"),
                List.of("ada@example.com", "Ada", "", "duplicate of line 4"));
        ColumnMapping mapping = ColumnMapping.suggested(again.headers());
        assertThat(mapping.columnOf(ContactField.EMAIL_ADDRESS).orElseThrow().index()).isZero();
        assertThat(mapping.columns().getLast().ignored()).as("the reason column maps to nothing").isTrue();
    }

    @Test
    void aFileNotCommittedLeavesNothingBehind() throws IOException {
        Path source = folder.resolve("contacts.csv");
        Files.writeString(source, "email\nx\n");
        ImportFile file = ImportFile.open(source, Optional.empty(), Optional.empty());

        try (RejectsFile rejects = RejectsFile.begin(folder.resolve("rejects.csv"), file, RejectedRow::english)) {
            rejects.rejected(new RejectedRow(2, RejectReason.INVALID_ADDRESS, Optional.of(ContactField.EMAIL_ADDRESS), 0, List.of("x")));
        }

        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(path -> path.getFileName().toString())).containsExactly("contacts.csv");
        }
    }
}
