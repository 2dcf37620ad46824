package io.mailroom.service.localcopy;

import java.time.Duration;

/**
 * How far a sync's sweep has come: what a progress bar and "about 20 s left" show.
 *
 * @param pagesDone  pages of this pass stored so far, those kept from an interrupted sweep included
 * @param pagesTotal pages the service's total makes at the size it pages by
 * @param contacts   contacts on the pages stored so far
 * @param total      contacts the service listed on page 1
 * @param elapsed    since this run began
 * @param timeLeft   until the last page is stored, estimated from this run's pace, never faster than the rate limit allows
 */
public record SyncProgress(int pagesDone, int pagesTotal, long contacts, long total, Duration elapsed, Duration timeLeft) {
}
