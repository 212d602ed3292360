package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The {@code media-content} data set of the long-running JVM serializer comparison. */
public class MediaContent implements Serializable {
  private static final long serialVersionUID = 1L;

  private Media media;
  private List<Image> images = new ArrayList<>();

  public MediaContent() {}

  public MediaContent(Media media, List<Image> images) {
    this.media = media;
    this.images = images;
  }

  public Media getMedia() { return media; }
  public void setMedia(Media media) { this.media = media; }
  public List<Image> getImages() { return images; }
  public void setImages(List<Image> images) { this.images = images; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof MediaContent)) return false;
    MediaContent m = (MediaContent) o;
    return Objects.equals(media, m.media) && Objects.equals(images, m.images);
  }
  @Override public int hashCode() { return Objects.hash(media, images); }
  @Override public String toString() { return "MediaContent{" + media + ", " + images + "}"; }
}
