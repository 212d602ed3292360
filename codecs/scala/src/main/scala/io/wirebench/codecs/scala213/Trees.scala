package io.wirebench.codecs.scala213

/*
 * Read-modify-write on the libraries' immutable JSON trees, for users' files (whose modified path
 * is empty: "the first scalar found"). The change is the one the core makes to untyped values: a
 * string gets "!", a number 1 more, a boolean flips, a null becomes "changed".
 */
object SprayTrees {
  import spray.json._

  def modifyFirstScalar(v: JsValue): JsValue = v match {
    case JsObject(fields) =>
      fields.find(f => !isContainer(f._2)) match {
        case Some((k, s)) => JsObject(fields.updated(k, changed(s)))
        case None => fields.headOption.fold(v)(f => JsObject(fields.updated(f._1, modifyFirstScalar(f._2))))
      }
    case JsArray(items) if items.nonEmpty => JsArray(items.updated(0, modifyFirstScalar(items(0))))
    case other if !isContainer(other) => changed(other)
    case other => other
  }

  private def isContainer(v: JsValue) = v.isInstanceOf[JsObject] || v.isInstanceOf[JsArray]

  private def changed(v: JsValue): JsValue = v match {
    case JsString(s) => JsString(s + "!")
    case JsNumber(n) => JsNumber(n + 1)
    case JsBoolean(b) => JsBoolean(!b)
    case _ => JsString("changed")
  }
}

object CirceTrees {
  import io.circe.Json

  def modifyFirstScalar(v: Json): Json =
    if (v.isObject) {
      val o = v.asObject.get
      o.toIterable.find(f => !isContainer(f._2)) match {
        case Some((k, s)) => Json.fromJsonObject(o.add(k, changed(s)))
        case None => o.toIterable.headOption.fold(v)(f => Json.fromJsonObject(o.add(f._1, modifyFirstScalar(f._2))))
      }
    } else if (v.isArray) {
      val a = v.asArray.get
      if (a.isEmpty) v else Json.fromValues(a.updated(0, modifyFirstScalar(a(0))))
    } else changed(v)

  private def isContainer(v: Json) = v.isObject || v.isArray

  private def changed(v: Json): Json =
    v.asString.map(s => Json.fromString(s + "!"))
      .orElse(v.asNumber.flatMap(_.toBigDecimal).map(n => Json.fromBigDecimal(n + 1)))
      .orElse(v.asBoolean.map(b => Json.fromBoolean(!b)))
      .getOrElse(Json.fromString("changed"))
}

object UjsonTrees {
  /** ujson's tree is mutable: changed in place, as Jackson's tree binding does. */
  def modifyFirstScalar(v: ujson.Value): ujson.Value = {
    v match {
      case o: ujson.Obj =>
        o.value.find(f => !isContainer(f._2)) match {
          case Some((k, s)) => o.value(k) = changed(s)
          case None => o.value.headOption.foreach(f => modifyFirstScalar(f._2))
        }
      case a: ujson.Arr if a.value.nonEmpty =>
        if (isContainer(a.value(0))) modifyFirstScalar(a.value(0)) else a.value(0) = changed(a.value(0))
      case _ =>
    }
    v
  }

  private def isContainer(v: ujson.Value) = v.isInstanceOf[ujson.Obj] || v.isInstanceOf[ujson.Arr]

  private def changed(v: ujson.Value): ujson.Value = v match {
    case ujson.Str(s) => ujson.Str(s + "!")
    case ujson.Num(n) => ujson.Num(n + 1)
    case ujson.Bool(b) => ujson.Bool(!b)
    case _ => ujson.Str("changed")
  }
}

object ScalaJsonTrees {
  import sjsonnew.shaded.scalajson.ast.unsafe._

  /** sjson-new's unsafe tree holds arrays: changed in place. */
  def modifyFirstScalar(v: JValue): JValue = {
    v match {
      case JObject(fields) =>
        val i = fields.indexWhere(f => !isContainer(f.value))
        if (i >= 0) fields(i) = JField(fields(i).field, changed(fields(i).value))
        else if (fields.nonEmpty) modifyFirstScalar(fields(0).value)
      case JArray(items) if items.nonEmpty =>
        if (isContainer(items(0))) modifyFirstScalar(items(0)) else items(0) = changed(items(0))
      case _ =>
    }
    v
  }

  private def isContainer(v: JValue) = v.isInstanceOf[JObject] || v.isInstanceOf[JArray]

  private def changed(v: JValue): JValue = v match {
    case JString(s) => JString(s + "!")
    case JNumber(n) => JNumber((BigDecimal(new java.math.BigDecimal(n)) + 1).bigDecimal.toPlainString)
    case b: JBoolean => JBoolean(!b.get)
    case _ => JString("changed")
  }
}
