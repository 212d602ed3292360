package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The media record of {@link MediaContent}; {@code title} and {@code copyright} may be null. */
public class Media implements Serializable {
  private static final long serialVersionUID = 1L;

  private String uri;
  private String title;
  private int width;
  private int height;
  private String format;
  private long duration;
  private long size;
  private int bitrate;
  private boolean hasBitrate;
  private List<String> persons = new ArrayList<>();
  private Player player;
  private String copyright;

  public Media() {}

  /**
   * A media record with every field set, for the schema codecs' conversions (a static factory, for
   * the reason given at {@link DbRow#of}).
   */
  public static Media of(String uri, String title, int width, int height, String format, long duration, long size,
      int bitrate, boolean hasBitrate, List<String> persons, Player player, String copyright) {
    Media m = new Media();
    m.uri = uri;
    m.title = title;
    m.width = width;
    m.height = height;
    m.format = format;
    m.duration = duration;
    m.size = size;
    m.bitrate = bitrate;
    m.hasBitrate = hasBitrate;
    m.persons = persons;
    m.player = player;
    m.copyright = copyright;
    return m;
  }

  public String getUri() { return uri; }
  public void setUri(String uri) { this.uri = uri; }
  public String getTitle() { return title; }
  public void setTitle(String title) { this.title = title; }
  public int getWidth() { return width; }
  public void setWidth(int width) { this.width = width; }
  public int getHeight() { return height; }
  public void setHeight(int height) { this.height = height; }
  public String getFormat() { return format; }
  public void setFormat(String format) { this.format = format; }
  public long getDuration() { return duration; }
  public void setDuration(long duration) { this.duration = duration; }
  public long getSize() { return size; }
  public void setSize(long size) { this.size = size; }
  public int getBitrate() { return bitrate; }
  public void setBitrate(int bitrate) { this.bitrate = bitrate; }
  public boolean isHasBitrate() { return hasBitrate; }
  public void setHasBitrate(boolean hasBitrate) { this.hasBitrate = hasBitrate; }
  public List<String> getPersons() { return persons; }
  public void setPersons(List<String> persons) { this.persons = persons; }
  public Player getPlayer() { return player; }
  public void setPlayer(Player player) { this.player = player; }
  public String getCopyright() { return copyright; }
  public void setCopyright(String copyright) { this.copyright = copyright; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof Media)) return false;
    Media m = (Media) o;
    return width == m.width && height == m.height && duration == m.duration && size == m.size
        && bitrate == m.bitrate && hasBitrate == m.hasBitrate && player == m.player
        && Objects.equals(uri, m.uri) && Objects.equals(title, m.title)
        && Objects.equals(format, m.format) && Objects.equals(persons, m.persons)
        && Objects.equals(copyright, m.copyright);
  }
  @Override public int hashCode() { return Objects.hash(uri, title, width, height, duration, size); }
  @Override public String toString() { return "Media{" + uri + "}"; }

  /** The player a media record is made for. */
  public enum Player { JAVA, FLASH }
}
