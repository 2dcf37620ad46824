package io.mailroom.ui.fx;

import java.util.regex.Pattern;
import javafx.application.Platform;
import javafx.concurrent.Worker;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import javafx.scene.layout.StackPane;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;

/**
 * An email's body as its recipient sees it: HTML rendered by a browser engine, plain text as
 * wrapped text. Scripts do not run and links are not followed, so the preview stays the email.
 * The browser engine is made on the first HTML body only: it is slow to start and large.
 */
public final class BodyPreview {

    private static final Pattern HTML_TAG = Pattern.compile(
            "<\\s*(!doctype|html|head|body|p|div|br|table|tr|td|a|h[1-6]|span|strong|em|b|i|u|ul|ol|li|img|blockquote|hr|pre)\\b",
            Pattern.CASE_INSENSITIVE);

    private final StackPane root = new StackPane();
    private final TextArea text = new TextArea();
    private WebView web;
    private String html = "";

    public BodyPreview() {
        text.setEditable(false);
        text.setWrapText(true);
        text.setId("preview-text");
        root.getStyleClass().add("body-preview");
        root.getChildren().setAll(text);
    }

    /** Whether a body whose kind nobody recorded (the service keeps none) reads as HTML. */
    public static boolean looksLikeHtml(String body) {
        return body != null && HTML_TAG.matcher(body).find();
    }

    public Node view() {
        return root;
    }

    public void show(String body, boolean asHtml) {
        String shown = body == null ? "" : body;
        if (asHtml) {
            html = shown;
            engine().loadContent(shown, "text/html");
            root.getChildren().setAll(web);
        } else {
            text.setText(shown);
            root.getChildren().setAll(text);
        }
    }

    private WebEngine engine() {
        if (web == null) {
            web = new WebView();
            web.setId("preview-html");
            web.setContextMenuEnabled(false);
            WebEngine engine = web.getEngine();
            engine.setJavaScriptEnabled(false);
            engine.setCreatePopupHandler(features -> null);
            // A click on a link would replace the email with the linked page: put the email back instead.
            engine.getLoadWorker().stateProperty().addListener((obs, was, now) -> {
                String location = engine.getLocation();
                if (now == Worker.State.SCHEDULED && location != null && !location.isEmpty() && !location.startsWith("about:")) {
                    engine.getLoadWorker().cancel();
                    Platform.runLater(() -> engine.loadContent(html, "text/html"));
                }
            });
        }
        return web.getEngine();
    }
}
