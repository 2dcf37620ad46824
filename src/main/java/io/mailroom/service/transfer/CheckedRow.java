package io.mailroom.service.transfer;

import io.mailroom.api.ContactStatus;
import java.util.Map;
import java.util.Optional;

/**
 * A row whose values passed the save dialog's rules: its address as written (stripped), the status
 * its row gives (empty when it gives none), and the {@code data} a save would send, by the spec's key
 * names, normalised (an empty value clears the field; a key absent leaves it).
 */
record CheckedRow(FileRow row, String address, Optional<ContactStatus> status, Map<String, String> data) {

    CheckedRow {
        data = Map.copyOf(data);
    }
}
