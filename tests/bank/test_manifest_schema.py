"""A QTI package's manifest is valid against the IMS Content Packaging 1.1.4 schema (``imsmanifest.xml``
is what an LMS reads first), for drill selections and class codes, in both languages."""

from __future__ import annotations

import io
import zipfile
from functools import cache
from pathlib import Path

import pytest
from lxml import etree

from trainers.bank import class_export
from trainers.bank.items import drill_selection
from trainers.bank.qti import CP, ITEM_TYPE, package
from trainers.class_codes import ClassCode
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db

SCHEMAS = Path(__file__).parent / "schemas"
MIXED = ClassCode("tute", ("tute-trick", "tute-count", "paulo-trumps", "docena-hand"), 2, n=8, seed=77)


@cache
def manifest_schema() -> etree.XMLSchema:
    # no_network: the schema's own import (xml.xsd) is the file beside it, never a download
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    return etree.XMLSchema(etree.parse(str(SCHEMAS / "imscp_v1p1.xsd"), parser))


def valid_manifest(data: bytes) -> etree._Element:
    archive = zipfile.ZipFile(io.BytesIO(data))
    manifest = etree.fromstring(archive.read("imsmanifest.xml"))
    schema = manifest_schema()
    assert schema.validate(manifest), schema.error_log
    for href in manifest.xpath("//cp:file/@href", namespaces={"cp": CP}):
        assert href in archive.namelist(), href  # every file the manifest names is in the zip
    return manifest


def test_the_schema_itself_is_the_ims_content_packaging_one():
    root = etree.parse(str(SCHEMAS / "imscp_v1p1.xsd")).getroot()
    assert root.get("targetNamespace") == CP and root.get("version") == "IMS CP 1.1.4"


def test_a_manifest_missing_its_resources_is_refused():
    """The schema does refuse: without this, a validation that passes could be a schema that checks nothing."""
    broken = etree.fromstring(f'<manifest xmlns="{CP}" identifier="M"><organizations/></manifest>'.encode())
    assert not manifest_schema().validate(broken)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_every_drills_package_has_a_valid_manifest(slug, lang):
    items = list(drill_selection(slug, DRILLS[slug].LEVELS[-1], 3, 11, lang))
    manifest = valid_manifest(package(items, f"{slug}-l3"))
    assert manifest.xpath("count(//cp:resource[@type=$t])", namespaces={"cp": CP}, t=ITEM_TYPE) == 3


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_mixed_class_codes_package_has_a_valid_manifest(lang):
    items = list(class_export.items(MIXED, lang))
    manifest = valid_manifest(package(items, str(MIXED)))
    assert manifest.xpath("count(//cp:resource)", namespaces={"cp": CP}) == MIXED.n
