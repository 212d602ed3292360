package io.wirebench.codecs.scala213

import io.wirebench.core.{DataSet, UnsupportedDataSetException}
import io.wirebench.core.{model => jm}
import scala.jdk.CollectionConverters._

/*
 * Scala case classes mirroring wirebench's shared model (io.wirebench.core.model), field for field
 * and with the same names, so that every library's derived encoding has the reference JSON's
 * shape. Idiomatic Scala: immutable Vectors for lists, Option for the fields the model allows to be
 * null (the media and image titles, the copyright), and the enum fields as Strings holding the
 * constant's name, which is what the reference JSON writes (each library would otherwise need its
 * own enum codec, and their derived defaults for sealed traits differ).
 */

final case class Person(name: String, age: Int, city: String)

final case class DbRow(id: Long, firstName: String, lastName: String, street: String, city: String,
    state: String, zip: String, email: String, status: String)
final case class DbData(rows: Vector[DbRow])

final case class Measurement(measurementId: String, duration: Int, time: Long, `type`: String)
final case class Measurements(items: Vector[Measurement])

final case class ModuleId(organization: String, name: String, revision: String)
final case class ModuleIds(modules: Vector[ModuleId])

final case class DecimalMatrix(rows: Vector[Vector[String]])

final case class Image(uri: String, title: Option[String], width: Int, height: Int, size: String)
final case class Media(uri: String, title: Option[String], width: Int, height: Int, format: String,
    duration: Long, size: Long, bitrate: Int, hasBitrate: Boolean, persons: Vector[String],
    player: String, copyright: Option[String])
final case class MediaContent(media: Media, images: Vector[Image])

/**
 * module-ids-sparse: the optional fields are Options and Vectors with defaults (None, empty), the
 * way sbt declares its ModuleID, so libraries that leave out None, empty or default fields
 * (sjson-new, spray-json, upickle, jsoniter-scala) leave them out and restore them on reading.
 */
final case class SparseModuleId(organization: String, name: String, revision: String,
    configurations: Option[String] = None, branchName: Option[String] = None, changing: Boolean,
    transitive: Boolean, force: Boolean, explicitArtifacts: Vector[String] = Vector.empty,
    exclusions: Vector[String] = Vector.empty)
final case class SparseModuleIds(modules: Vector[SparseModuleId])

/** Conversion of the Java model to the case classes (once, at bind time) and read-modify-write. */
object Models {
  /** The Java model classes the case classes mirror, each a built-in data set's root type. */
  val modelled: Set[Class[_]] = Set(classOf[jm.Person], classOf[jm.DbData], classOf[jm.Measurements],
    classOf[jm.ModuleIds], classOf[jm.DecimalMatrix], classOf[jm.MediaContent],
    classOf[jm.SparseModuleIds])

  /** The case-class format of a typed data set, or a gap naming the type it has no case class for. */
  def pick[F](dataSet: DataSet[_], byType: Map[Class[_], F]): F =
    byType.getOrElse(dataSet.`type`(), throw UnsupportedDataSetException.needsCode(dataSet, "Scala case classes",
      "has no Scala case class for " + dataSet.`type`().getName + "; add one to codecs/scala's Models.scala"))

  /** The data set's value as case classes. */
  def sample(dataSet: DataSet[_]): AnyRef = dataSet.value() match {
    case p: jm.Person => Person(p.getName, p.getAge, p.getCity)
    case d: jm.DbData => DbData(d.getRows.asScala.map(r => DbRow(r.getId, r.getFirstName,
      r.getLastName, r.getStreet, r.getCity, r.getState, r.getZip, r.getEmail, name(r.getStatus))).toVector)
    case m: jm.Measurements => Measurements(m.getItems.asScala.map(i => Measurement(i.getMeasurementId,
      i.getDuration, i.getTime, name(i.getType))).toVector)
    case m: jm.ModuleIds => ModuleIds(m.getModules.asScala.map(i => ModuleId(i.getOrganization,
      i.getName, i.getRevision)).toVector)
    case d: jm.DecimalMatrix => DecimalMatrix(d.getRows.asScala.map(_.asScala.toVector).toVector)
    case c: jm.MediaContent =>
      val m = c.getMedia
      MediaContent(Media(m.getUri, Option(m.getTitle), m.getWidth, m.getHeight, m.getFormat,
        m.getDuration, m.getSize, m.getBitrate, m.isHasBitrate, m.getPersons.asScala.toVector,
        name(m.getPlayer), Option(m.getCopyright)),
        c.getImages.asScala.map(i => Image(i.getUri, Option(i.getTitle), i.getWidth, i.getHeight,
          name(i.getSize))).toVector)
    case m: jm.SparseModuleIds => SparseModuleIds(m.getModules.asScala.map(i => SparseModuleId(
      i.getOrganization, i.getName, i.getRevision, Option(i.getConfigurations), Option(i.getBranchName),
      i.isChanging, i.isTransitive, i.isForce, i.getExplicitArtifacts.asScala.toVector,
      i.getExclusions.asScala.toVector)).toVector)
    case other => throw UnsupportedDataSetException.needsCode(dataSet, "Scala case classes", "has no Scala case class for "
      + other.getClass.getName + "; add one to codecs/scala's Models.scala")
  }

  private def name(e: Enum[_]): String = if (e == null) null else e.name()

  /** The change each built-in data set's modifier makes (see BuiltInDataSet), on the case classes. */
  def modify(value: AnyRef): AnyRef = value match {
    case p: Person => p.copy(age = p.age + 1)
    case d: DbData => d.copy(rows = d.rows.updated(0, d.rows(0).copy(email = d.rows(0).email + "!")))
    case m: Measurements =>
      m.copy(items = m.items.updated(0, m.items(0).copy(duration = m.items(0).duration + 1)))
    case m: ModuleIds =>
      m.copy(modules = m.modules.updated(0, m.modules(0).copy(revision = m.modules(0).revision + "!")))
    case d: DecimalMatrix => d.copy(rows = d.rows.updated(0, d.rows(0).updated(0, d.rows(0)(0) + "!")))
    case c: MediaContent => c.copy(media = c.media.copy(uri = c.media.uri + "!"))
    case m: SparseModuleIds =>
      m.copy(modules = m.modules.updated(0, m.modules(0).copy(revision = m.modules(0).revision + "!")))
    case other => throw new UnsupportedOperationException("no read-modify-write for " + other.getClass)
  }
}
